import { Badge, type BadgeTone } from '@marketplace/shared-ui/badge';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';

const samples: Record<BadgeTone, string> = {
  neutral: 'Draft',
  info: 'Scheduled',
  success: 'Completed',
  warning: 'Awaiting payment',
  danger: 'Cancelled',
};

export function BadgeExamples() {
  return (
    <Example title="Each tone (the text carries the meaning)">
      <Stack direction="row" wrap align="center" gap={2}>
        {(Object.keys(samples) as BadgeTone[]).map((tone) => (
          <Badge key={tone} tone={tone}>
            {samples[tone]} <span aria-hidden="true">·</span> {tone}
          </Badge>
        ))}
      </Stack>
    </Example>
  );
}
