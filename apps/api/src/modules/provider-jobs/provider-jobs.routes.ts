import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { providerCalendar } from './provider-calendar';
import { listProviderRequests, listProviderUpcoming, providerEarningsSummary } from './provider-home';
import { actOnJob } from './provider-job-actions';
import { addProviderNote, getProviderJob } from './provider-job-detail';

/** The provider area (`/provider`): their requests, schedule, earnings, and what they do to their jobs. */
export function providerJobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerJobs: endpoints } = apiEndpoints;
  route(endpoints.requests, async ({ user }) => listProviderRequests(deps, user));
  route(endpoints.upcoming, async ({ user }) => listProviderUpcoming(deps, user));
  route(endpoints.calendar, async ({ user, query }) => providerCalendar(deps, user, query));
  route(endpoints.earnings, async ({ user }) => providerEarningsSummary(deps, user));
  route(endpoints.get, async ({ user, params }) => getProviderJob(deps, user, params.jobId));
  route(endpoints.accept, async ({ user, params }) => actOnJob(deps, user, params.jobId, 'accept'));
  route(endpoints.decline, async ({ user, params, body }) => actOnJob(deps, user, params.jobId, 'decline', body.reason));
  route(endpoints.start, async ({ user, params }) => actOnJob(deps, user, params.jobId, 'start'));
  route(endpoints.complete, async ({ user, params, body }) => actOnJob(deps, user, params.jobId, 'complete', body.note));
  route(endpoints.noShow, async ({ user, params, body }) => actOnJob(deps, user, params.jobId, 'noShow', body.reason));
  route(endpoints.cancel, async ({ user, params, body }) => actOnJob(deps, user, params.jobId, 'cancel', body.reason));
  route(endpoints.addNote, async ({ user, params, body }) => addProviderNote(deps, user, params.jobId, body.body));
}
