import type { ProviderJobSummary } from '@marketplace/contracts';

/** The calendar date (YYYY-MM-DD) of an instant in a zone, by the platform's own zone data. */
export function dateInZone(at: number | string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(at));
}

/**
 * Today's jobs (by the job's market's calendar, not the browser's) and the ones after. A job
 * still running or waiting from an earlier day counts as today's: it needs doing now.
 */
export function splitToday<T extends Pick<ProviderJobSummary, 'start' | 'timeZone'>>(jobs: readonly T[], now: number): { today: T[]; later: T[] } {
  const today: T[] = [];
  const later: T[] = [];
  for (const job of jobs) (dateInZone(job.start, job.timeZone) <= dateInZone(now, job.timeZone) ? today : later).push(job);
  return { today, later };
}
