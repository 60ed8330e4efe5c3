import { FormattedMessage } from 'react-intl';
import type { Tip } from '@marketplace/contracts';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { Money } from '@marketplace/shared-ui/money';
import styles from './job-tips.module.css';

/** The tips given for the job: how much, when, and what was refunded of each. */
export function TipList({ tips, timeZone }: { tips: Tip[]; timeZone: string }) {
  return (
    <section aria-labelledby="tips-given-title" className={styles.stack}>
      <h3 id="tips-given-title" className={styles.subheading}>
        <FormattedMessage id="booking.tips.given" defaultMessage="Your tips" />
      </h3>
      <ul className={styles.tips}>
        {tips.map((tip) => (
          <li key={tip.id}>
            <FormattedMessage
              id="booking.tips.line"
              defaultMessage="{amount} on {date}{status, select, pending {, being taken from your card} partially_refunded {, {refunded} refunded} refunded {, refunded} other {}}"
              values={{
                amount: <Money amountMinor={tip.amountMinor} currency={tip.currency} />,
                date: <DateTime value={tip.at} timeZone={timeZone} format="date" />,
                status: tip.status,
                refunded: <Money amountMinor={tip.refundedMinor} currency={tip.currency} />,
              }}
            />
          </li>
        ))}
      </ul>
    </section>
  );
}
