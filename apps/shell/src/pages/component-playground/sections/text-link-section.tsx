import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { TextLink } from '@marketplace/shared-ui/link';
import { Example } from '../playground-section';

export function TextLinkExamples() {
  const intl = useIntl();
  return (
    <>
      <Example title={intl.formatMessage({ id: 'shell.playground.text-link.internal', defaultMessage: 'Internal (router link through asChild)' })}>
        <p>
          <FormattedMessage
            id="shell.playground.text-link.terms"
            defaultMessage="Read the <link>terms of service</link> before you book."
            values={{
              link: (chunks) => (
                <TextLink asChild>
                  <Link to="/terms">{chunks}</Link>
                </TextLink>
              ),
            }}
          />
        </p>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.text-link.anchor', defaultMessage: 'In-page anchor' })}>
        <p>
          <FormattedMessage
            id="shell.playground.text-link.compare"
            defaultMessage="Compare it with <link>the Button section</link>."
            values={{ link: (chunks) => <TextLink href="#button">{chunks}</TextLink> }}
          />
        </p>
      </Example>
      <Example title={intl.formatMessage({ id: 'shell.playground.text-link.external', defaultMessage: 'External (new tab, announced)' })}>
        <p>
          <FormattedMessage
            id="shell.playground.text-link.wcag"
            defaultMessage="Colours follow the <link>WCAG 2.2 quick reference</link>."
            values={{
              link: (chunks) => (
                <TextLink href="https://www.w3.org/WAI/WCAG22/quickref/" external>
                  {chunks}
                </TextLink>
              ),
            }}
          />
        </p>
      </Example>
    </>
  );
}
