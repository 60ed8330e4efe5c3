import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MarketDetail, MarketProblems } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { errorMessage } from '@marketplace/api-client/errors';
import { reasonText, statusText } from '@marketplace/job-ui/problem-words';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { formatMoney } from '@marketplace/shared-ui/money';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import styles from './market-problems-panel.module.css';

/**
 * The dashboard's Problems section (docs/problems.md): how many cases are open, how resolved ones
 * ended, and the open ones oldest first with their age and the earnings they hold, each linking to
 * its job desk. No user-written text or personal data is listed here.
 */
export default function MarketProblemsPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const problems = useQuery({ queryKey: queryKeys.markets.problems(market.id), queryFn: () => api('problems.listInMarket', { params: { marketId: market.id } }) as Promise<MarketProblems> });
  const data = problems.data;
  return (
    <section aria-labelledby="market-problems-title" className={styles.panel}>
      <h2 id="market-problems-title">
        <FormattedMessage id="market.problems.dashboard.title" defaultMessage="Problem reports" />
      </h2>
      {problems.isPending && <Skeleton lines={4} label={intl.formatMessage({ id: 'market.problems.dashboard.loading', defaultMessage: 'Loading the problem reports…' })} />}
      {problems.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.problems.dashboard.failed', defaultMessage: 'We could not load the problem reports' })}
          action={
            <Button onClick={() => void problems.refetch()}>
              <FormattedMessage id="market.problems.dashboard.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(problems.error, intl)}
        </Alert>
      )}
      {data && (
        <>
          <dl className={styles.counts}>
            <div>
              <dt>
                <FormattedMessage id="market.problems.dashboard.open-count" defaultMessage="Open cases" />
              </dt>
              <dd>{intl.formatNumber(data.openCount)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="market.problems.dashboard.outcome-none" defaultMessage="Resolved without a refund" />
              </dt>
              <dd>{intl.formatNumber(data.outcomes.none)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="market.problems.dashboard.outcome-partial" defaultMessage="Resolved with a partial refund" />
              </dt>
              <dd>{intl.formatNumber(data.outcomes.partial_refund)}</dd>
            </div>
            <div>
              <dt>
                <FormattedMessage id="market.problems.dashboard.outcome-full" defaultMessage="Resolved with a full refund" />
              </dt>
              <dd>{intl.formatNumber(data.outcomes.full_refund)}</dd>
            </div>
          </dl>
          {data.open.length === 0 ? (
            <EmptyState
              title={intl.formatMessage({ id: 'market.problems.dashboard.empty', defaultMessage: 'No open problem cases' })}
              description={intl.formatMessage({ id: 'market.problems.dashboard.empty-detail', defaultMessage: 'When a customer reports a problem with a completed job, the case shows here until it is resolved.' })}
            />
          ) : (
            <ol className={styles.list} aria-label={intl.formatMessage({ id: 'market.problems.dashboard.list', defaultMessage: 'Open cases, oldest first' })}>
              {data.open.map((row) => (
                <li key={row.id} className={styles.item}>
                  <Link to={`/market/${market.id}/job/${row.jobId}#problems`}>
                    <FormattedMessage
                      id="market.problems.dashboard.case"
                      defaultMessage="{reason}, reported {at}"
                      values={{ reason: reasonText(intl, row.reason), at: intl.formatDate(row.openedAt, { dateStyle: 'medium', timeStyle: 'short', timeZone: market.timeZone }) }}
                    />
                  </Link>
                  <span>{statusText(intl, row.status)}</span>
                  <span>
                    {row.ageHours < 48 ? (
                      <FormattedMessage id="market.problems.dashboard.age-hours" defaultMessage="Open for {hours, plural, one {# hour} other {# hours}}" values={{ hours: row.ageHours }} />
                    ) : (
                      <FormattedMessage id="market.problems.dashboard.age-days" defaultMessage="Open for {days, plural, one {# day} other {# days}}" values={{ days: Math.floor(row.ageHours / 24) }} />
                    )}
                  </span>
                  <span>
                    {row.heldMinor > 0 ? (
                      <FormattedMessage id="market.problems.dashboard.held" defaultMessage="{amount} held from the provider’s payout" values={{ amount: formatMoney(row.heldMinor, row.currency, intl.locale) }} />
                    ) : (
                      <FormattedMessage id="market.problems.dashboard.not-held" defaultMessage="Nothing held" />
                    )}
                  </span>
                </li>
              ))}
            </ol>
          )}
        </>
      )}
    </section>
  );
}
