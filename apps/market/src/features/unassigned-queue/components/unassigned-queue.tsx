import { FormattedMessage, useIntl } from 'react-intl';
import { useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import type { MarketDetail, UnassignedJob } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { EmptyState } from '@marketplace/shared-ui/empty-state';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { useUnassignedJobs } from '../api/use-unassigned-jobs';
import { reasonText, timeLeftText } from '../domain/time-left';
import styles from './unassigned-queue.module.css';

const MINUTE_MS = 60_000;

/** The clock, moved on every 30 seconds, so "starts in …" counts down between refreshes. */
function useNow(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 30_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/**
 * The Today tab's first section: every job without a provider, the most urgent (earliest start)
 * first, with the time left and why it has no provider, each a link to its page to find one.
 */
export default function UnassignedQueue({ market }: { market: MarketDetail }) {
  const intl = useIntl();
  const queue = useUnassignedJobs(market.id);
  const now = useNow();
  return (
    <section aria-labelledby="unassigned-title" className={styles.queue}>
      <h2 id="unassigned-title" className={styles.title}>
        {queue.data ? (
          <FormattedMessage id="market.unassigned.title-count" defaultMessage="Waiting for a provider ({total, number})" values={{ total: queue.data.total }} />
        ) : (
          <FormattedMessage id="market.unassigned.title" defaultMessage="Waiting for a provider" />
        )}
      </h2>
      {queue.isPending && <Skeleton lines={3} label={intl.formatMessage({ id: 'market.unassigned.loading', defaultMessage: 'Loading the jobs waiting for a provider…' })} />}
      {queue.isError && (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'market.unassigned.failed', defaultMessage: 'We could not load the jobs waiting for a provider' })}
          action={
            <Button onClick={() => void queue.refetch()}>
              <FormattedMessage id="market.unassigned.retry" defaultMessage="Try again" />
            </Button>
          }
        >
          {errorMessage(queue.error)}
        </Alert>
      )}
      {queue.data && queue.data.jobs.length === 0 && (
        <EmptyState
          title={intl.formatMessage({ id: 'market.unassigned.empty', defaultMessage: 'Every job has a provider' })}
          description={intl.formatMessage({ id: 'market.unassigned.empty-hint', defaultMessage: 'New gaps appear here as soon as a provider declines or does not answer.' })}
          headingLevel={3}
        />
      )}
      {queue.data && queue.data.jobs.length > 0 && (
        <ol className={styles.list}>
          {queue.data.jobs.map((job) => (
            <QueueItem key={job.id} job={job} marketId={market.id} timeZone={queue.data.timeZone} now={now} />
          ))}
        </ol>
      )}
      {queue.data && queue.data.total > queue.data.jobs.length && (
        <p className={styles.more}>
          <FormattedMessage
            id="market.unassigned.more"
            defaultMessage="{count, number} more later: see the <link>jobs grid</link>."
            values={{ count: queue.data.total - queue.data.jobs.length, link: (chunks) => <Link to={`?tab=jobs&status=unassigned&sort=start&dir=asc`}>{chunks}</Link> }}
          />
        </p>
      )}
    </section>
  );
}

function QueueItem({ job, marketId, timeZone, now }: { job: UnassignedJob; marketId: string; timeZone: string; now: number }) {
  const intl = useIntl();
  const minutesToStart = Math.floor((Date.parse(job.start) - now) / MINUTE_MS);
  const overdue = Date.parse(job.start) <= now;
  const titleId = `unassigned-${job.id}`;
  return (
    <li className={styles.item} aria-labelledby={titleId} data-overdue={overdue || undefined}>
      <div className={styles.main}>
        <h3 id={titleId} className={styles.services} translate="no">
          {job.servicesSummary}
        </h3>
        <p className={overdue ? styles.overdue : styles.timeLeft}>
          {overdue ? (
            <FormattedMessage id="market.unassigned.overdue" defaultMessage="<strong>Overdue:</strong> {timeLeft}" values={{ timeLeft: timeLeftText(intl, minutesToStart) }} />
          ) : (
            timeLeftText(intl, minutesToStart)
          )}
        </p>
        <p className={styles.facts}>
          <FormattedMessage
            id="market.unassigned.facts"
            defaultMessage="{start} · {postalCode} · Reference {reference}"
            values={{
              start: <DateTime value={job.start} timeZone={timeZone} showTimeZone />,
              postalCode: job.postalCode ? (
                <span {...personalDataProps} translate="no">
                  {job.postalCode}
                </span>
              ) : (
                <FormattedMessage id="market.unassigned.no-postal-code" defaultMessage="No postal code" />
              ),
              reference: <span translate="no">{job.reference}</span>,
            }}
          />
        </p>
        <p className={styles.reason}>
          {job.reasonText ? (
            <FormattedMessage
              id="market.unassigned.reason-with-text"
              defaultMessage="{reason}: “{text}”"
              values={{ reason: intl.formatMessage(reasonText[job.reason]), text: <span translate="no">{job.reasonText}</span> }}
            />
          ) : (
            intl.formatMessage(reasonText[job.reason])
          )}
        </p>
      </div>
      <Link to={`/market/${marketId}/job/${job.id}`} className={styles.action} aria-describedby={titleId}>
        <FormattedMessage id="market.unassigned.find-provider" defaultMessage="Find a provider" />
      </Link>
    </li>
  );
}
