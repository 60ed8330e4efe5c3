import {
  type ProviderCalendar,
  providerCalendarSchema,
  type ProviderJobDetail,
  type ProviderJobSummary,
  providerJobSummarySchema,
  providerListLimits,
  providerListStatuses,
} from '@marketplace/contracts';

export interface RequestList {
  requests: ProviderJobSummary[];
}
export interface UpcomingList {
  jobs: ProviderJobSummary[];
  hasMore: boolean;
}
type CalendarJob = ProviderCalendar['jobs'][number];

const listedIn = (list: keyof typeof providerListStatuses, job: ProviderJobDetail) => (providerListStatuses[list] as readonly string[]).includes(job.status);

/** The fields a list shows of the job, taken from the detail an action answers with. */
function fieldsOf<T>(shape: Record<string, unknown>, job: ProviderJobDetail): T {
  return Object.fromEntries(Object.keys(shape).map((key) => [key, job[key as keyof ProviderJobDetail]])) as T;
}
const summaryOf = (job: ProviderJobDetail) => fieldsOf<ProviderJobSummary>(providerJobSummarySchema.shape, job);
const calendarJobOf = (job: ProviderJobDetail) => fieldsOf<CalendarJob>(providerCalendarSchema.shape.jobs.def.element.shape, job);

/** `later` sorts after `earlier` in the API's order: by start, then id. */
const sortsAfter = (later: { start: string; id: string }, earlier: { start: string; id: string }) =>
  later.start > earlier.start || (later.start === earlier.start && later.id > earlier.id);

/** The job (`id`) where its new status puts it in a list kept in the API's order (start, then id): replaced, inserted or gone. */
function placed<T extends { id: string; start: string }>(list: T[], id: string, entry: T | null): T[] {
  const others = list.filter((item) => item.id !== id);
  if (!entry) return others;
  const at = others.findIndex((item) => sortsAfter(item, entry));
  return at === -1 ? [...others, entry] : [...others.slice(0, at), entry, ...others.slice(at)];
}

/**
 * The requests after a step on one of them: a provider's step always answers the request
 * (accepted, declined, cancelled), so it leaves the list; the others keep their order.
 */
export function requestsAfter(list: RequestList, job: ProviderJobDetail): RequestList {
  const requests = list.requests.flatMap((request) => (request.id !== job.id ? [request] : listedIn('requests', job) ? [summaryOf(job)] : []));
  return { requests };
}

/**
 * Upcoming after a step: accepted jobs join in start order, started ones stay, ended ones
 * leave. Undefined when the list was cut (`hasMore`) and lost one: only the API knows the next.
 */
export function upcomingAfter(list: UpcomingList, job: ProviderJobDetail): UpcomingList | undefined {
  const wasListed = list.jobs.some((listed) => listed.id === job.id);
  if (!listedIn('upcoming', job)) return wasListed && list.hasMore ? undefined : { ...list, jobs: placed(list.jobs, job.id, null) };
  const jobs = placed(list.jobs, job.id, summaryOf(job));
  // Past the last of a cut list, it belongs to the part not loaded.
  if (list.hasMore && !wasListed && jobs.at(-1)?.id === job.id) return { ...list, jobs: jobs.slice(0, -1) };
  return jobs.length > providerListLimits.upcoming ? { jobs: jobs.slice(0, providerListLimits.upcoming), hasMore: true } : { ...list, jobs };
}

/** A calendar range after a step: the job shown with its new status while it overlaps the range and still counts, else gone. */
export function calendarAfter(calendar: ProviderCalendar, range: { from: string; to: string }, job: ProviderJobDetail): ProviderCalendar {
  const overlaps = Date.parse(job.start) < Date.parse(range.to) && Date.parse(job.end) > Date.parse(range.from);
  return { ...calendar, jobs: placed(calendar.jobs, job.id, overlaps && listedIn('calendar', job) ? calendarJobOf(job) : null) };
}

/** The earnings summary counts completed jobs and the money captured: a job ending completed or as a no-show (its fee) changes it. */
export const changesEarnings = (job: ProviderJobDetail) => job.status === 'completed' || job.status === 'no_show';
