import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import type { JobDetail, JobSummary, LanguageCode, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { intlFor } from '../../i18n/intl';
import { findMarketRow } from '../markets';
import { richTextToPlain } from '../content';
import { type CalendarEvent, calendarSequence, toICalendar } from './ics';
import { jobDetailOf, loadVisibleJob } from './job-detail';
import { listJobServices } from '../booking';
import { toJobSummary } from './job-shapes';
import { countCustomerJobs, countJobEvents, type JobScopeFilter, listCustomerJobs } from './jobs.repository';

export interface JobsPage {
  jobs: JobSummary[];
  page: number;
  pageSize: number;
  total: number;
  pageCount: number;
}

/** The caller's own jobs as a customer: upcoming soonest first, or past latest first, one page. */
export async function listMyJobs(deps: Deps, user: SessionUser, query: { scope: JobScopeFilter; page: number; pageSize: number }, language: LanguageCode): Promise<JobsPage> {
  const now = deps.now();
  const total = await countCustomerJobs(deps.db, user.id, query.scope, now);
  const rows = await listCustomerJobs(deps.db, user.id, query.scope, now, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize });
  const services = await listJobServices(deps.db, rows.map((row) => row.id), language);
  const jobs = rows.map((row) =>
    toJobSummary(
      row,
      { marketName: row.market_name, timeZone: row.time_zone, providerName: row.provider_name },
      services.filter((service) => service.job_id === row.id),
    ),
  );
  return { jobs, page: query.page, pageSize: query.pageSize, total, pageCount: Math.ceil(total / query.pageSize) };
}

/** Tentative until a provider accepted; calendars drop a cancelled or missed visit. */
export const calendarStatus = (status: JobDetail['status']): CalendarEvent['status'] => {
  if (status === 'cancelled' || status === 'no_show') return 'CANCELLED';
  return status === 'requested' || status === 'unassigned' ? 'TENTATIVE' : 'CONFIRMED';
};

/** A calendar file's words (the job's page download and the booked and rescheduled mails' attachment). */
export const calendarWords = defineMessages({
  summaryWithProvider: { id: 'api.calendar.summary-with-provider', defaultMessage: '{services} with {provider}' },
  access: { id: 'api.calendar.access', defaultMessage: 'Access: {notes}' },
  times: { id: 'api.calendar.times', defaultMessage: 'Times are in {timeZone}. Handyhub job {jobId}.' },
  addressOnAccept: { id: 'api.calendar.address-on-accept', defaultMessage: 'The full address comes once you accept the job.' },
});

/** The calendar entry's title: "Home cleaning, Window cleaning with Ana". */
export const calendarSummary = (intl: IntlShape<string>, services: string, providerName: string | null) =>
  providerName ? intl.formatMessage(calendarWords.summaryWithProvider, { services, provider: providerName }) : services;

/** What a calendar shows: the services, who comes, where, and the notes the visit needs, in the reader's language. */
export function toCalendarEvent(job: JobDetail, changes: number, now: Date, intl: IntlShape<string>): CalendarEvent {
  const services = job.services.map((service) => service.name).join(', ');
  // A provider who has not accepted the job gets its area only (docs/provider.md).
  const area = `${job.area.city} ${job.area.postalCode}`;
  const address = job.address ? [job.address.line1, job.address.line2, area].filter(Boolean).join('\n') : area;
  const description = [
    richTextToPlain(job.descriptionHtml),
    job.accessNotes ? intl.formatMessage(calendarWords.access, { notes: job.accessNotes }) : '',
    intl.formatMessage(calendarWords.times, { timeZone: job.timeZone, jobId: job.id }),
  ].filter(Boolean);
  return {
    uid: `${job.id}@handyhub`,
    start: new Date(job.start),
    end: new Date(job.end),
    stamp: now,
    sequence: calendarSequence(changes),
    status: calendarStatus(job.status),
    summary: calendarSummary(intl, services, job.providerName),
    location: address,
    description: description.join('\n\n'),
  };
}

/** The job as an .ics file, for whoever may see it: in their language, else the market's (docs/languages.md). */
export async function jobCalendar(deps: Deps, user: SessionUser, jobId: string): Promise<string> {
  const row = await loadVisibleJob(deps, user, jobId);
  const market = await findMarketRow(deps.db, row.market_id);
  const language = user.language ?? market?.language ?? 'en';
  const job = await jobDetailOf(deps, user, row, { ...(market ? { market } : {}), language });
  return toICalendar(toCalendarEvent(job, await countJobEvents(deps.db, row.id), deps.now(), intlFor(language)));
}
