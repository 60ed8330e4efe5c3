import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { limitRequest } from '../rate-limits';
import { cancelJob, quoteCancellation } from './cancel-job';
import { getJob } from './job-detail';
import { jobCalendar, listMyJobs } from './jobs.service';
import { placeBooking } from './place-booking';
import { rescheduleJob, rescheduleSlots } from './reschedule-job';
import { reviewJob } from './review-job';

export function jobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobs } = apiEndpoints;
  route(jobs.place, async ({ auth, body }) => ({ job: await placeBooking(deps, requireAuth(auth).user, body) }));
  route(jobs.listMine, async ({ auth, query }) => listMyJobs(deps, requireAuth(auth).user, query));
  route(jobs.get, async ({ auth, params }) => getJob(deps, requireAuth(auth).user, params.jobId));
  route(jobs.cancellationQuote, async ({ auth, params }) => quoteCancellation(deps, requireAuth(auth).user, params.jobId));
  route(jobs.cancel, async ({ auth, params, body }) => cancelJob(deps, requireAuth(auth).user, params.jobId, body.reason));
  route(jobs.rescheduleSlots, async ({ auth, params, request }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'slotSearch', { address: request.ip, userId: user.id });
    return rescheduleSlots(deps, user, params.jobId);
  });
  route(jobs.reschedule, async ({ auth, params, body }) => rescheduleJob(deps, requireAuth(auth).user, params.jobId, body.start));
  route(jobs.review, async ({ auth, params, body }) => reviewJob(deps, requireAuth(auth).user, params.jobId, body));
  route(jobs.calendar, async ({ auth, params, reply }) => {
    const ics = await jobCalendar(deps, requireAuth(auth).user, params.jobId);
    return reply
      .type('text/calendar; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="job-${params.jobId}.ics"`)
      .send(ics);
  });
}
