import type { OutboxStatus } from '@marketplace/contracts';
import { Badge, type BadgeTone } from '@marketplace/shared-ui/badge';

export const outboxStatuses: readonly OutboxStatus[] = ['pending', 'sending', 'sent', 'dead'];

export const outboxStatusLabels: Record<OutboxStatus, string> = { pending: 'Waiting', sending: 'Sending', sent: 'Sent', dead: 'Dead letter' };
const tones: Record<OutboxStatus, BadgeTone> = { pending: 'info', sending: 'info', sent: 'success', dead: 'danger' };

export function OutboxStatusBadge({ status }: { status: OutboxStatus }) {
  return <Badge tone={tones[status]}>{outboxStatusLabels[status]}</Badge>;
}
