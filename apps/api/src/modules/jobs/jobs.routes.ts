import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { cancelJob, quoteCancellation } from './cancel-job';
import { getJob } from './job-detail';
import { jobCalendar, listMyJobs } from './jobs.service';
import { placeBooking } from './place-booking';
import { rescheduleJob, rescheduleSlots } from './reschedule-job';
import { reviewJob } from './review-job';

export function jobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobs } = apiEndpoints;
  route(jobs.place, async ({ user, body }) => ({ job: await placeBooking(deps, user, body) }));
  route(jobs.listMine, async ({ user, query }) => listMyJobs(deps, user, query));
  route(jobs.get, async ({ user, params }) => getJob(deps, user, params.jobId));
  route(jobs.cancellationQuote, async ({ user, params }) => quoteCancellation(deps, user, params.jobId));
  route(jobs.cancel, async ({ user, params, body }) => cancelJob(deps, user, params.jobId, body.reason));
  route(jobs.rescheduleSlots, async ({ user, params }) => rescheduleSlots(deps, user, params.jobId));
  route(jobs.reschedule, async ({ user, params, body }) => rescheduleJob(deps, user, params.jobId, body.start));
  route(jobs.review, async ({ user, params, body }) => reviewJob(deps, user, params.jobId, body));
  route(jobs.calendar, async ({ user, params, reply }) => {
    const ics = await jobCalendar(deps, user, params.jobId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="job-${params.jobId}.ics"`)
      .send(ics);
  });
}
