import type { CancellationQuote, JobDetail } from '@marketplace/contracts';
import { hoursText } from '@marketplace/domain-text/quantities';
import { formatMoney } from '@marketplace/shared-ui/money';

export interface CancellationOutcome {
  /** Whether the customer may go ahead. */
  allowed: boolean;
  tone: 'info' | 'warning';
  /** The exact outcome, in one sentence. */
  message: string;
  /** What it came to, once cancelled. */
  done: string;
}

/**
 * What cancelling now means, stated exactly from the API's quote, before the customer
 * confirms: "Cancelling now is free." or "A cancellation fee of €12.50 applies because…".
 */
export function cancellationOutcome(quote: CancellationQuote, policy: JobDetail['policy'], locale?: string): CancellationOutcome {
  const money = (amountMinor: number) => formatMoney(amountMinor, quote.currency, locale);
  if (!quote.allowed) {
    return { allowed: false, tone: 'warning', message: 'This job can no longer be cancelled here. Contact us if you need help.', done: '' };
  }
  const refund = quote.refundMinor > 0 ? ` You get ${money(quote.refundMinor)} back.` : '';
  if (quote.feeMinor <= 0) return { allowed: true, tone: 'info', message: `Cancelling now is free.${refund}`, done: `No cancellation fee applies.${refund}` };
  return {
    allowed: true,
    tone: 'warning',
    message: `A cancellation fee of ${money(quote.feeMinor)} applies because the job starts in less than ${hoursText(policy.freeCancellationHours, locale)}.${refund}`,
    done: `A cancellation fee of ${money(quote.feeMinor)} applies.${refund}`,
  };
}
