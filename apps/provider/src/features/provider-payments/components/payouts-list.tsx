import { FormattedMessage, useIntl } from 'react-intl';
import type { Payout } from '@marketplace/contracts';
import { Badge } from '@marketplace/shared-ui/badge';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Money } from '@marketplace/shared-ui/money';
import { payoutStatusWords } from '../domain/payout-words';
import styles from './provider-payments.module.css';

/** Payouts newest first: the period, amount and state, why one failed, and the jobs it covers. */
export function PayoutsList({ payouts, timeZone }: { payouts: Payout[]; timeZone: string }) {
  const intl = useIntl();
  if (payouts.length === 0) {
    return (
      <EmptyState
        headingLevel={3}
        title={intl.formatMessage({ id: 'provider.payouts.empty', defaultMessage: 'No payouts yet' })}
        description={intl.formatMessage({ id: 'provider.payouts.empty-text', defaultMessage: 'Every Monday, what you are owed is sent to your bank account; each payout will be listed here.' })}
      />
    );
  }
  return (
    <ul className={styles.payouts} aria-label={intl.formatMessage({ id: 'provider.payouts.title', defaultMessage: 'Payouts' })}>
      {payouts.map((payout) => {
        const words = payoutStatusWords[payout.status];
        return (
          <li key={payout.id} className={styles.payout}>
            <div className={styles.payoutHead}>
              <strong>
                <Money amountMinor={payout.amountMinor} currency={payout.currency} />
              </strong>
              <Badge tone={words.tone}>
                <FormattedMessage {...words.label} />
              </Badge>
            </div>
            <span>
              <FormattedMessage
                id="provider.payouts.period"
                defaultMessage="Earnings from {start} to {end}"
                values={{ start: <DateTime value={payout.periodStart} timeZone={timeZone} format="date" />, end: <DateTime value={payout.periodEnd} timeZone={timeZone} format="date" /> }}
              />
            </span>
            {payout.failureMessage && (
              <p className={styles.failure}>
                <FormattedMessage
                  id="provider.payouts.failed"
                  defaultMessage="{reason} The money is payable again and goes out with the next payout."
                  // The reason is the API's sentence, in the page's language already (docs/languages.md).
                  values={{ reason: <span data-worded-by="api">{payout.failureMessage}</span> }}
                />
              </p>
            )}
            {payout.covers.length > 0 && (
              <details>
                <summary>
                  <FormattedMessage id="provider.payouts.covers" defaultMessage="{count, plural, one {# job covered} other {# jobs covered}}" values={{ count: payout.covers.length }} />
                </summary>
                <ul className={styles.covers}>
                  {payout.covers.map((cover) => (
                    <li key={cover.jobId}>
                      <FormattedMessage
                        id="provider.payouts.cover"
                        defaultMessage="Job of {date}: {amount}"
                        values={{ date: <DateTime value={cover.start} timeZone={timeZone} format="date" />, amount: <Money amountMinor={cover.amountMinor} currency={payout.currency} /> }}
                      />
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
