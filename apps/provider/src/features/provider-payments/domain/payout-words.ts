import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { BadgeTone } from '@marketplace/shared-ui/badge';

export type PayoutStatus = 'pending' | 'paid' | 'failed';

const labels = defineMessages({
  payable: { id: 'provider.payout-status.payable', defaultMessage: 'Next payout' },
  pending: { id: 'provider.payout-status.pending', defaultMessage: 'On its way' },
  paid: { id: 'provider.payout-status.paid', defaultMessage: 'Paid' },
  failed: { id: 'provider.payout-status.failed', defaultMessage: 'Failed' },
  // A problem case about the job is open (docs/problems.md): not in the next payout.
  held: { id: 'provider.payout-status.held', defaultMessage: 'Held' },
});

/** A payout's state in words (formatted where shown), and the tone of its badge (the words carry the meaning). */
export const payoutStatusWords: Record<PayoutStatus | 'payable' | 'held', { label: MessageDescriptor; tone: BadgeTone }> = {
  payable: { label: labels.payable, tone: 'neutral' },
  pending: { label: labels.pending, tone: 'info' },
  paid: { label: labels.paid, tone: 'success' },
  failed: { label: labels.failed, tone: 'danger' },
  held: { label: labels.held, tone: 'warning' },
};
