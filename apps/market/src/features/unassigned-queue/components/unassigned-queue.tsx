import { useIntl } from 'react-intl';
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
  const queue = useUnassignedJobs(market.id);
  const now = useNow();
  return (
    <section aria-labelledby="unassigned-title" className={styles.queue}>
      <h2 id="unassigned-title" className={styles.title}>
        Waiting for a provider{queue.data ? ` (${queue.data.total})` : ''}
      </h2>
      {queue.isPending && <Skeleton lines={3} label="Loading the jobs waiting for a provider…" />}
      {queue.isError && (
        <Alert tone="danger" title="We could not load the jobs waiting for a provider" action={<Button onClick={() => void queue.refetch()}>Try again</Button>}>
          {errorMessage(queue.error)}
        </Alert>
      )}
      {queue.data && queue.data.jobs.length === 0 && <EmptyState title="Every job has a provider" description="New gaps appear here as soon as a provider declines or does not answer." headingLevel={3} />}
      {queue.data && queue.data.jobs.length > 0 && (
        <ol className={styles.list}>
          {queue.data.jobs.map((job) => (
            <QueueItem key={job.id} job={job} marketId={market.id} timeZone={queue.data.timeZone} now={now} />
          ))}
        </ol>
      )}
      {queue.data && queue.data.total > queue.data.jobs.length && (
        <p className={styles.more}>
          {queue.data.total - queue.data.jobs.length} more later: see the <Link to={`?tab=jobs&status=unassigned&sort=start&dir=asc`}>jobs grid</Link>.
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
        <h3 id={titleId} className={styles.services}>
          {job.servicesSummary}
        </h3>
        <p className={overdue ? styles.overdue : styles.timeLeft}>
          {overdue ? <strong>Overdue: </strong> : null}
          {timeLeftText(intl, minutesToStart)}
        </p>
        <p className={styles.facts}>
          <DateTime value={job.start} timeZone={timeZone} showTimeZone /> · <span {...personalDataProps}>{job.postalCode ?? 'No postal code'}</span> · Reference {job.reference}
        </p>
        <p className={styles.reason}>
          {reasonText[job.reason]}
          {job.reasonText ? <>: “{job.reasonText}”</> : null}
        </p>
      </div>
      <Link to={`/market/${marketId}/job/${job.id}`} className={styles.action} aria-describedby={titleId}>
        Find a provider
      </Link>
    </li>
  );
}
