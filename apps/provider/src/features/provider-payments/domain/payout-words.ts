import type { BadgeTone } from '@marketplace/shared-ui/badge';

export type PayoutStatus = 'pending' | 'paid' | 'failed';

/** A payout's state in words, and the tone of its badge (the words carry the meaning). */
export const payoutStatusWords: Record<PayoutStatus | 'payable', { label: string; tone: BadgeTone }> = {
  payable: { label: 'Next payout', tone: 'neutral' },
  pending: { label: 'On its way', tone: 'info' },
  paid: { label: 'Paid', tone: 'success' },
  failed: { label: 'Failed', tone: 'danger' },
};
