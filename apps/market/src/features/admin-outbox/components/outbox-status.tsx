import { defineMessages, FormattedMessage, type MessageDescriptor } from 'react-intl';
import type { OutboxStatus } from '@marketplace/contracts';
import { Badge, type BadgeTone } from '@marketplace/shared-ui/badge';

export const outboxStatuses: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'dead'];

export const outboxStatusLabels: Record<OutboxStatus, MessageDescriptor> = defineMessages({
  pending: { id: 'market.outbox.status.pending', defaultMessage: 'Waiting' },
  sending: { id: 'market.outbox.status.sending', defaultMessage: 'Sending' },
  sent: { id: 'market.outbox.status.sent', defaultMessage: 'Sent' },
  dead: { id: 'market.outbox.status.dead', defaultMessage: 'Dead letter' },
});
const tones: Record<OutboxStatus, BadgeTone> = { pending: 'info', sending: 'info', sent: 'success', dead: 'danger' };

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return (
    <Badge tone={tones[status]}>
      <FormattedMessage {...outboxStatusLabels[status]} />
    </Badge>
  );
}
