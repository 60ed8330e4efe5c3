import { Checkbox } from '@marketplace/shared-ui/checkbox';
import { TextLink } from '@marketplace/shared-ui/link';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';
import { usePageHeaderParts, type PageHeaderParts } from '../playground-page-header';

const partLabels: Record<keyof PageHeaderParts, string> = {
  before: 'before: a back link above the title',
  description: 'description: the text under the title',
  actions: 'actions: buttons beside the title (below it on phones)',
};

export function PageHeaderExamples() {
  const { parts, setPart } = usePageHeaderParts();
  return (
    <Example title="Try its parts on this page’s own header">
      <Stack gap={3}>
        <p>
          A page has exactly one <code>&lt;h1&gt;</code>, and PageHeader renders it, so the example is{' '}
          <TextLink href="#content">the header at the top of this page</TextLink>. Switch its parts on and off:
        </p>
        {(Object.keys(partLabels) as Array<keyof PageHeaderParts>).map((part) => (
          <Checkbox
            key={part}
            label={partLabels[part]}
            checked={parts[part]}
            onCheckedChange={(checked) => setPart(part, checked === true)}
          />
        ))}
      </Stack>
    </Example>
  );
}
