import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { TextLink } from '@marketplace/shared-ui/link';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import { usePageHeaderParts, type PageHeaderParts } from '../playground-page-header';

const partLabels = defineMessages<keyof PageHeaderParts>({
  before: { id: 'shell.playground.page-header.before', defaultMessage: 'before: a back link above the title' },
  description: { id: 'shell.playground.page-header.description', defaultMessage: 'description: the text under the title' },
  actions: { id: 'shell.playground.page-header.actions', defaultMessage: 'actions: buttons beside the title (below it on phones)' },
});

const h1Tag = '<h1>';

export function PageHeaderExamples() {
  const intl = useIntl();
  const { parts, setPart } = usePageHeaderParts();
  return (
    <Example title={intl.formatMessage({ id: 'shell.playground.page-header.title', defaultMessage: 'Try its parts on this page’s own header' })}>
      <Stack gap={3}>
        <p>
          <FormattedMessage
            id="shell.playground.page-header.text"
            defaultMessage="A page has exactly one {h1}, and PageHeader renders it, so the example is <link>the header at the top of this page</link>. Switch its parts on and off:"
            values={{
              h1: <code translate="no">{h1Tag}</code>,
              link: (chunks) => <TextLink href="#content">{chunks}</TextLink>,
            }}
          />
        </p>
        {(Object.keys(partLabels) as Array<keyof PageHeaderParts>).map((part) => (
          <Checkbox
            key={part}
            label={intl.formatMessage(partLabels[part])}
            checked={parts[part]}
            onCheckedChange={(checked) => setPart(part, checked === true)}
          />
        ))}
      </Stack>
    </Example>
  );
}
