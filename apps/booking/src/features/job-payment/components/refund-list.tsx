import type { RefundRecord } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './job-payment.module.css';

const statusWords: Record<RefundRecord['status'], string> = { pending: 'on its way', succeeded: 'refunded', failed: 'failed' };

/** Each refund: how much, why, when, and its credit note. */
export function RefundList({ refunds, currency, timeZone }: { refunds: RefundRecord[]; currency: string; timeZone: string }) {
  return (
    <section aria-labelledby="refunds-title" className={styles.stack}>
      <h3 id="refunds-title" className={styles.subheading}>
        Refunds
      </h3>
      <ul className={styles.refunds}>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <Money amountMinor={refund.amountMinor} currency={currency} /> {statusWords[refund.status]} on <DateTime value={refund.at} timeZone={timeZone} format="date" />
            {refund.creditNoteNumber && <> (credit note {refund.creditNoteNumber})</>}
            <span className={styles.reason}>{refund.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
