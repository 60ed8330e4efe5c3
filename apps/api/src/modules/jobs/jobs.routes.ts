import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { cancelJob, quoteCancellation } from './cancel-job';
import { getJob } from './job-detail';
import { jobCalendar, listMyJobs } from './jobs.service';
import { placeBooking } from './place-booking';
import { rescheduleJob, rescheduleSlots } from './reschedule-job';
import { reviewJob } from './review-job';

export function jobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobs } = apiEndpoints;
  route(jobs.place, async ({ user, body, request }) => ({ job: await placeBooking(deps, user, body, readerLanguage(request)) }));
  route(jobs.listMine, async ({ user, query, request }) => listMyJobs(deps, user, query, readerLanguage(request)));
  route(jobs.get, async ({ user, params, request }) => getJob(deps, user, params.jobId, readerLanguage(request)));
  route(jobs.cancellationQuote, async ({ user, params }) => quoteCancellation(deps, user, params.jobId));
  route(jobs.cancel, async ({ user, params, body, request }) => cancelJob(deps, user, params.jobId, body.reason, readerLanguage(request)));
  route(jobs.rescheduleSlots, async ({ user, params }) => rescheduleSlots(deps, user, params.jobId));
  route(jobs.reschedule, async ({ user, params, body, request }) => rescheduleJob(deps, user, params.jobId, body.start, readerLanguage(request)));
  route(jobs.review, async ({ user, params, body, request }) => reviewJob(deps, user, params.jobId, body, readerLanguage(request)));
  route(jobs.calendar, async ({ user, params, reply }) => {
    const ics = await jobCalendar(deps, user, params.jobId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="job-${params.jobId}.ics"`)
      .send(ics);
  });
}
