import type { Payout } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Money } from '@marketplace/shared-ui/money';
import { plural } from '@marketplace/shared-ui/plural';
import { payoutStatusWords } from '../domain/payout-words';
import styles from './provider-payments.module.css';

/** Payouts newest first: the period, amount and state, why one failed, and the jobs it covers. */
export function PayoutsList({ payouts, timeZone }: { payouts: Payout[]; timeZone: string }) {
  if (payouts.length === 0) {
    return <EmptyState headingLevel={3} title="No payouts yet" description="Every Monday, what you are owed is sent to your bank account; each payout will be listed here." />;
  }
  return (
    <ul className={styles.payouts} aria-label="Payouts">
      {payouts.map((payout) => {
        const words = payoutStatusWords[payout.status];
        return (
          <li key={payout.id} className={styles.payout}>
            <div className={styles.payoutHead}>
              <strong>
                <Money amountMinor={payout.amountMinor} currency={payout.currency} />
              </strong>
              <Badge tone={words.tone}>{words.label}</Badge>
            </div>
            <span>
              Earnings from <DateTime value={payout.periodStart} timeZone={timeZone} format="date" /> to <DateTime value={payout.periodEnd} timeZone={timeZone} format="date" />
            </span>
            {payout.failureMessage && (
              <p className={styles.failure}>
                {payout.failureMessage} The money is payable again and goes out with the next payout.
              </p>
            )}
            {payout.covers.length > 0 && (
              <details>
                <summary>{plural(payout.covers.length, { one: 'job covered', other: 'jobs covered' })}</summary>
                <ul className={styles.covers}>
                  {payout.covers.map((cover) => (
                    <li key={cover.jobId}>
                      Job of <DateTime value={cover.start} timeZone={timeZone} format="date" />: <Money amountMinor={cover.amountMinor} currency={payout.currency} />
                    </li>
                  ))}
                </ul>
              </details>
            )}
          </li>
        );
      })}
    </ul>
  );
}
