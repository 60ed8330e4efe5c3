import { FormattedMessage } from 'react-intl';
import type { RefundRecord } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './job-payment.module.css';

/** Each refund: how much, why, when, and its credit note. */
export function RefundList({ refunds, currency, timeZone }: { refunds: RefundRecord[]; currency: string; timeZone: string }) {
  return (
    <section aria-labelledby="refunds-title" className={styles.stack}>
      <h3 id="refunds-title" className={styles.subheading}>
        <FormattedMessage id="booking.refunds.title" defaultMessage="Refunds" />
      </h3>
      <ul className={styles.refunds}>
        {refunds.map((refund) => (
          <li key={refund.id}>
            <FormattedMessage
              id="booking.refunds.line"
              defaultMessage="{amount} {status, select, pending {on its way} succeeded {refunded} other {failed}} on {date}"
              values={{
                amount: <Money amountMinor={refund.amountMinor} currency={currency} />,
                status: refund.status,
                date: <DateTime value={refund.at} timeZone={timeZone} format="date" />,
              }}
            />
            {refund.creditNoteNumber && (
              <>
                {' '}
                <FormattedMessage id="booking.refunds.credit-note" defaultMessage="(credit note {number})" values={{ number: refund.creditNoteNumber }} />
              </>
            )}
            <span className={styles.reason} translate="no">
              {refund.reason}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
