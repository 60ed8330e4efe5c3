import { defineMessages, useIntl } from 'react-intl';
import { Badge, type BadgeTone } from '@marketplace/shared-ui/badge';
import { Stack } from '@marketplace/shared-ui/stack';
import { Example } from '../playground-section';

const samples = defineMessages<BadgeTone>({
  neutral: { id: 'shell.playground.badge.neutral', defaultMessage: 'Draft' },
  info: { id: 'shell.playground.badge.info', defaultMessage: 'Scheduled' },
  success: { id: 'shell.playground.badge.success', defaultMessage: 'Completed' },
  warning: { id: 'shell.playground.badge.warning', defaultMessage: 'Awaiting payment' },
  danger: { id: 'shell.playground.badge.danger', defaultMessage: 'Cancelled' },
});

export function BadgeExamples() {
  const intl = useIntl();
  return (
    <Example title={intl.formatMessage({ id: 'shell.playground.badge.tones', defaultMessage: 'Each tone (the text carries the meaning)' })}>
      <Stack direction="row" wrap align="center" gap={2}>
        {(Object.keys(samples) as BadgeTone[]).map((tone) => (
          <Badge key={tone} tone={tone}>
            {intl.formatMessage(samples[tone])} <span aria-hidden="true">·</span> <span translate="no">{tone}</span>
          </Badge>
        ))}
      </Stack>
    </Example>
  );
}
