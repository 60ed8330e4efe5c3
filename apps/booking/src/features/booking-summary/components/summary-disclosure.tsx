import { FormattedMessage } from 'react-intl';
import { BookingSummary } from './booking-summary';
import styles from './summary-disclosure.module.css';

/** The running summary folded into a disclosure, for phones (a native <details>: keyboard and screen readers know it). */
export function SummaryDisclosure() {
  return (
    <details className={styles.disclosure}>
      <summary className={styles.toggle}>
        <FormattedMessage id="booking.summary.toggle" defaultMessage="Your booking so far" />
      </summary>
      <div className={styles.body}>
        <BookingSummary />
      </div>
    </details>
  );
}
