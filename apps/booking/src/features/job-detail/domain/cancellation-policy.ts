import type { JobDetail } from '@marketplace/contracts';

/**
 * Whether the job's free-cancellation deadline is still "the free hours before the start". It is
 * not when the job was moved after the deadline had passed: the API keeps the old deadline then.
 */
export function deadlineFollowsStart(job: Pick<JobDetail, 'start' | 'policy'>): boolean {
  return Date.parse(job.start) - job.policy.freeCancellationHours * 3_600_000 === Date.parse(job.policy.freeCancellationUntil);
}

/** 2000 basis points → "20%", 1250 → "12.5%". */
export function formatBasisPoints(bps: number, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 }).format(bps / 10_000);
}
