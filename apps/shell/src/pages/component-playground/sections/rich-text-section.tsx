import { FormattedMessage, useIntl } from 'react-intl';
import { RichText } from '@marketplace/shared-ui/rich-text';
import { Example } from '../playground-section';

// Sample HTML as an editor would store it: what people wrote is data, shown as written.
const formatted = '<p>Deep clean the <strong>kitchen</strong> and the <em>oven</em>:</p><ul><li>Inside the fridge</li><li>Windows</li></ul><p>Plans: <a href="https://example.com">example.com</a></p>';
const hostile = '<p onclick="alert(1)">Only this text stays.<script>alert(2)</script></p><img src="x" onerror="alert(3)"><iframe src="https://example.com"></iframe>';

export function RichTextExamples() {
  const intl = useIntl();
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.rich-text.formatted', defaultMessage: 'What the editor makes: paragraphs, bold, italic, lists, links' })}>
        <div translate="no">
          <RichText html={formatted} />
        </div>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.rich-text.hostile', defaultMessage: 'Scripts, handlers, images and frames never reach the page' })}>
        <div translate="no">
          <RichText html={hostile} />
        </div>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.rich-text.fallback', defaultMessage: 'Nothing left to show: the fallback' })}>
        <RichText
          html="<script>alert(4)</script>"
          fallback={
            <p>
              <FormattedMessage id="shell.playground.rich-text.no-description" defaultMessage="No description." />
            </p>
          }
        />
      </Example>
    </>
  );
}
