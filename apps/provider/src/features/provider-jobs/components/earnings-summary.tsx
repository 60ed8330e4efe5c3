import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import { useSession } from '@marketplace/session';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Money } from '@marketplace/shared-ui/money';
import { useProviderEarnings } from '../api/use-provider-earnings';
import { SectionState } from './section-state';
import styles from './provider-jobs.module.css';

/** What was earned this week and this month (captured payments: the services less commission, less refunds, and tips), per market. */
export function EarningsSummary() {
  const intl = useIntl();
  const earnings = useProviderEarnings();
  const providerId = useSession().user?.providerId;
  const markets = earnings.data?.markets ?? [];
  return (
    <section aria-labelledby="earnings-title" className={styles.section}>
      <h2 id="earnings-title" className={styles.sectionTitle}>
        <FormattedMessage id="provider.earnings.title" defaultMessage="Earnings" />
      </h2>
      <SectionState
        query={earnings}
        loading={intl.formatMessage({ id: 'provider.earnings.loading', defaultMessage: 'Loading your earnings…' })}
        failed={intl.formatMessage({ id: 'provider.earnings.failed', defaultMessage: 'We could not load your earnings' })}
        lines={2}
      >
        {markets.length === 0 ? (
          <EmptyState
            headingLevel={3}
            title={intl.formatMessage({ id: 'provider.earnings.empty', defaultMessage: 'No earnings yet' })}
            description={intl.formatMessage({ id: 'provider.earnings.empty-text', defaultMessage: 'Your share of each completed job counts here once its payment is taken.' })}
          />
        ) : (
          <ul className={styles.list} aria-labelledby="earnings-title">
            {markets.map((market) => (
              <li key={market.marketId} className={styles.earnings}>
                {markets.length > 1 && (
                  <h3 className={styles.itemTitle} translate="no">
                    {market.marketName}
                  </h3>
                )}
                <dl className={styles.earningsFigures}>
                  {(['week', 'month'] as const).map((period) => (
                    <div key={period}>
                      <dt>
                        {period === 'week' ? (
                          <FormattedMessage id="provider.earnings.this-week" defaultMessage="This week" />
                        ) : (
                          <FormattedMessage id="provider.earnings.this-month" defaultMessage="This month" />
                        )}
                      </dt>
                      <dd>
                        <Money className={styles.amount} amountMinor={market[period].earningsMinor} currency={market.currency} />
                        <span className={styles.muted}>
                          <FormattedMessage
                            id="provider.earnings.completed-jobs"
                            defaultMessage="{count, plural, one {# completed job} other {# completed jobs}}"
                            values={{ count: market[period].completedJobs }}
                          />
                        </span>
                      </dd>
                    </div>
                  ))}
                </dl>
              </li>
            ))}
          </ul>
        )}
      </SectionState>
      <p className={styles.muted}>
        <FormattedMessage id="provider.earnings.explained" defaultMessage="Payments taken in the period: the services less the market’s commission, less refunds, plus tips." />
      </p>
      {providerId && (
        <Link to={`/provider-profile/${providerId}/payments`}>
          <FormattedMessage id="provider.earnings.payments-link" defaultMessage="Payments and payouts" />
        </Link>
      )}
    </section>
  );
}
