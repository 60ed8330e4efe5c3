import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { ProviderJobDetail } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { DateTime } from '@marketplace/shared-ui/date-time';
import styles from './provider-jobs.module.css';

/** Longest a timer may wait (setTimeout overflows past ~24.8 days). */
const MAX_WAIT_MS = 2 ** 31 - 1;

/**
 * "You can start from 9:30 AM EST": until the early-start margin opens. At that moment the job
 * is asked for again, so Start appears without a reload (the API decides, as always).
 */
export function StartsLater({ job }: { job: Pick<ProviderJobDetail, 'id' | 'startableFrom' | 'end' | 'timeZone'> }) {
  const queryClient = useQueryClient();
  const [shownAt] = useState(Date.now);
  const waitMs = Date.parse(job.startableFrom) - shownAt;
  useEffect(() => {
    if (waitMs <= 0 || waitMs > MAX_WAIT_MS) return;
    const timer = setTimeout(() => void queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.detail(job.id) }), waitMs + 500);
    return () => clearTimeout(timer);
  }, [job.id, waitMs, queryClient]);
  if (waitMs <= 0) return null;
  return (
    <p className={styles.muted} data-testid="starts-later">
      <FormattedMessage
        id="provider.job.starts-later"
        defaultMessage="You can start this job from {time}."
        values={{ time: <DateTime value={job.startableFrom} timeZone={job.timeZone} format="datetime" showTimeZone /> }}
      />
    </p>
  );
}
