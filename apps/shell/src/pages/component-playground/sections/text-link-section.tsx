import { Link } from 'react-router-dom';
import { TextLink } from '@marketplace/shared-ui/link';
import { Example } from '../playground-section';

export function TextLinkExamples() {
  return (
    <>
      <Example title="Internal (router link through asChild)">
        <p>
          Read the <TextLink asChild><Link to="/terms">terms of service</Link></TextLink> before you book.
        </p>
      </Example>
      <Example title="In-page anchor">
        <p>
          Compare it with <TextLink href="#button">the Button section</TextLink>.
        </p>
      </Example>
      <Example title="External (new tab, announced)">
        <p>
          Colours follow the <TextLink href="https://www.w3.org/WAI/WCAG22/quickref/" external>WCAG 2.2 quick reference</TextLink>.
        </p>
      </Example>
    </>
  );
}
