import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import { cancellationTerms, hoursText, percentOf, type CancellationPolicy as Policy } from '../domain/cancellation-terms';
import styles from './confirm-step.module.css';

export interface CancellationPolicyProps {
  policy: Policy;
  start: string;
  timeZone: string;
  totalMinor: number;
  currency: string;
  /** Epoch ms; the terms differ once the start is nearer than the free period. */
  now: number;
}

/** The market's cancellation policy in words, applied to this booking's time and price. */
export function CancellationPolicy({ policy, start, timeZone, totalMinor, currency, now }: CancellationPolicyProps) {
  const terms = cancellationTerms(policy, start, totalMinor, now);
  if (terms.kind === 'always-free') return <p className={styles.policy}>You can cancel for free at any time before the job starts.</p>;
  const fee = (
    <>
      {percentOf(terms.feeBps)} of the price (<Money amountMinor={terms.feeMinor} currency={currency} />)
    </>
  );
  if (terms.kind === 'fee-from-now') {
    return (
      <p className={styles.policy}>
        The job starts in less than {hoursText(terms.hours)}, so cancelling it once booked costs {fee}.
      </p>
    );
  }
  return (
    <p className={styles.policy}>
      Free cancellation until <DateTime value={terms.freeUntil} timeZone={timeZone} format="datetime" showTimeZone />
      {terms.hours > 0 ? ` (${hoursText(terms.hours)} before the start)` : ''}. After that, cancelling costs {fee}.
    </p>
  );
}
