import { FormattedMessage } from 'react-intl';
import type { PlanEndingQuote } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './plan-page.module.css';

/** Each visit ending the plan cancels, with its fee ("Free" outside the fee window), and the total. */
export function EndingQuoteList({ quote, timeZone }: { quote: PlanEndingQuote; timeZone: string }) {
  if (quote.visits.length === 0) {
    return (
      <p className={styles.muted}>
        <FormattedMessage id="booking.plans.end-no-visits" defaultMessage="No visit is planned, so nothing is cancelled and there is no fee." />
      </p>
    );
  }
  return (
    <>
      <p className={styles.planLine}>
        <FormattedMessage id="booking.plans.end-cancelled-visits" defaultMessage="{count, plural, one {This visit is cancelled:} other {These # visits are cancelled:}}" values={{ count: quote.visits.length }} />
      </p>
      <ul className={styles.quoteList}>
        {quote.visits.map((visit) => (
          <li key={visit.jobId} className={styles.quoteRow} data-visit-id={visit.jobId}>
            <DateTime value={visit.start} timeZone={timeZone} format="datetime" />
            <span>{visit.feeMinor > 0 ? <Money amountMinor={visit.feeMinor} currency={quote.currency} /> : <FormattedMessage id="booking.plans.fee-free" defaultMessage="Free" />}</span>
          </li>
        ))}
        <li className={`${styles.quoteRow} ${styles.quoteTotal}`}>
          <FormattedMessage id="booking.plans.end-total" defaultMessage="Cancellation fees in total" />
          <Money amountMinor={quote.totalFeeMinor} currency={quote.currency} />
        </li>
      </ul>
    </>
  );
}
