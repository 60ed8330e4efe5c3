import type { CancellationPolicy, CancellationTerms } from './cancellation-terms';
import { hoursText, percentText } from './quantities';

/** How the caller shows an instant (in the market's zone) and an amount (in its currency). */
export interface TermsFormat {
  dateTime: (iso: string) => string;
  money: (amountMinor: number) => string;
  locale?: string;
}

/**
 * One job's cancellation terms in one sentence or two, e.g. "Free cancellation until Mar 4,
 * 2026, 9:00 AM EST (24 hours before the start). After that, cancelling costs 20% of the price
 * ($30.86)."
 */
export function cancellationTermsText(terms: CancellationTerms, { dateTime, money, locale }: TermsFormat): string {
  if (terms.kind === 'always-free') return 'You can cancel for free at any time before the job starts.';
  const fee = `${percentText(terms.feeBps, locale)} of the price (${money(terms.feeMinor)})`;
  const kept = ' The job was moved after free cancellation had ended, so that date still applies.';
  if (terms.kind === 'fee-from-now') {
    if (terms.keptAfterMove) return `Free cancellation ended on ${dateTime(terms.freeUntil)}, so cancelling it costs ${fee}.${kept}`;
    return `The job starts in less than ${hoursText(terms.hours, locale)}, so cancelling it costs ${fee}.`;
  }
  const before = terms.hours > 0 && !terms.keptAfterMove ? ` (${hoursText(terms.hours, locale)} before the start)` : '';
  return `Free cancellation until ${dateTime(terms.freeUntil)}${before}. After that, cancelling costs ${fee}.${terms.keptAfterMove ? kept : ''}`;
}

/** A market's policy before any job exists: "Free cancellation until 24 hours before the start; …". */
export function cancellationPolicySummary(policy: CancellationPolicy, locale?: string): string {
  if (policy.cancellationFeeBps === 0) return 'You can cancel for free at any time before the job starts.';
  const hours = policy.freeCancellationHours;
  const until = hours > 0 ? `until ${hoursText(hours, locale)} before the start` : 'until the start';
  return `Free cancellation ${until}; after that, cancelling costs ${percentText(policy.cancellationFeeBps, locale)} of the price.`;
}
