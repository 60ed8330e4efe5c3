import { RichText } from '@marketplace/shared-ui/rich-text';
import { Example } from '../playground-section';

const formatted = '<p>Deep clean the <strong>kitchen</strong> and the <em>oven</em>:</p><ul><li>Inside the fridge</li><li>Windows</li></ul><p>Plans: <a href="https://example.com">example.com</a></p>';
const hostile = '<p onclick="alert(1)">Only this text stays.<script>alert(2)</script></p><img src="x" onerror="alert(3)"><iframe src="https://example.com"></iframe>';

export function RichTextExamples() {
  return (
    <>
      <Example title="What the editor makes: paragraphs, bold, italic, lists, links">
        <RichText html={formatted} />
      </Example>
      <Example title="Scripts, handlers, images and frames never reach the page">
        <RichText html={hostile} />
      </Example>
      <Example title="Nothing left to show: the fallback">
        <RichText html="<script>alert(4)</script>" fallback={<p>No description.</p>} />
      </Example>
    </>
  );
}
