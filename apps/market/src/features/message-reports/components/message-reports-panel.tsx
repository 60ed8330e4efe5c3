import { useQuery } from '@tanstack/react-query';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import type { MarketDetail } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { errorMessage } from '@marketplace/api-client/errors';
import { personalDataProps } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import styles from './message-reports-panel.module.css';

/**
 * The dashboard's Reports section (docs/conversations.md, "Reports"): messages of the market's
 * jobs that a customer or provider reported, newest first, each with its job (where the team
 * answers in the conversation). The messages are as written: masked in session replay.
 */
export default function MessageReportsPanel({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const reports = useQuery({ queryKey: queryKeys.markets.messageReports(market.id), queryFn: () => api('messages.reportsInMarket', { params: { marketId: market.id } }) });
  return (
    <section aria-labelledby="message-reports-title" className={styles.panel}>
      <h2 id="message-reports-title">
        <FormattedMessage id="market.message-reports.title" defaultMessage="Reported messages" />
      </h2>
      {reports.isPending && <Skeleton lines={4} label={intl.formatMessage({ id: 'market.message-reports.loading', defaultMessage: 'Loading the reports…' })} />}
      {reports.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.message-reports.failed', defaultMessage: 'We could not load the reports' })}
          action={
            <Button onClick={() => void reports.refetch()}>
              <FormattedMessage id="market.message-reports.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(reports.error)}
        </Alert>
      )}
      {reports.data && reports.data.reports.length === 0 && (
        <EmptyState title={intl.formatMessage({ id: 'market.message-reports.empty', defaultMessage: 'No reported messages' })} description={intl.formatMessage({ id: 'market.message-reports.empty-detail', defaultMessage: 'When a customer or provider reports a message, it shows here with its job.' })} />
      )}
      {reports.data && reports.data.reports.length > 0 && (
        <ul className={styles.list}>
          {reports.data.reports.map((report) => (
            <li key={report.id} className={styles.item}>
              <p>
                <FormattedMessage
                  id="market.message-reports.summary"
                  defaultMessage="{reporter, select, customer {The customer} other {The provider}} reported a message from {author, select, customer {the customer} provider {the provider} other {the market team}} on {at}."
                  values={{ reporter: report.reporterSide, author: report.side, at: intl.formatDate(report.at, { dateStyle: 'medium', timeStyle: 'short', timeZone: market.timeZone }) }}
                />
              </p>
              <blockquote className={styles.text} {...personalDataProps}>
                {report.text}
              </blockquote>
              <p {...personalDataProps}>
                <FormattedMessage id="market.message-reports.reason" defaultMessage="Reason: {reason}" values={{ reason: report.reason }} />
              </p>
              <Link to={`/market/${market.id}/job/${report.jobId}#messages`}>
                <FormattedMessage id="market.message-reports.open-job" defaultMessage="Open the job" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
