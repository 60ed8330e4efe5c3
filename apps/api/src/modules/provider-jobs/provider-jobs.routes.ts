import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { providerCalendar } from './provider-calendar';
import { listProviderRequests, listProviderUpcoming, providerEarningsSummary } from './provider-home';
import { actOnJob } from './provider-job-actions';
import { addProviderNote, getProviderJob } from './provider-job-detail';

/** The provider area (`/provider`): their requests, schedule, earnings, and what they do to their jobs. */
export function providerJobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerJobs: endpoints } = apiEndpoints;
  route(endpoints.requests, async ({ auth }) => listProviderRequests(deps, requireAuth(auth).user));
  route(endpoints.upcoming, async ({ auth }) => listProviderUpcoming(deps, requireAuth(auth).user));
  route(endpoints.calendar, async ({ auth, query }) => providerCalendar(deps, requireAuth(auth).user, query));
  route(endpoints.earnings, async ({ auth }) => providerEarningsSummary(deps, requireAuth(auth).user));
  route(endpoints.get, async ({ auth, params }) => getProviderJob(deps, requireAuth(auth).user, params.jobId));
  route(endpoints.accept, async ({ auth, params }) => actOnJob(deps, requireAuth(auth).user, params.jobId, 'accept'));
  route(endpoints.decline, async ({ auth, params, body }) => actOnJob(deps, requireAuth(auth).user, params.jobId, 'decline', body.reason));
  route(endpoints.start, async ({ auth, params }) => actOnJob(deps, requireAuth(auth).user, params.jobId, 'start'));
  route(endpoints.complete, async ({ auth, params, body }) => actOnJob(deps, requireAuth(auth).user, params.jobId, 'complete', body.note));
  route(endpoints.noShow, async ({ auth, params, body }) => actOnJob(deps, requireAuth(auth).user, params.jobId, 'noShow', body.reason));
  route(endpoints.cancel, async ({ auth, params, body }) => actOnJob(deps, requireAuth(auth).user, params.jobId, 'cancel', body.reason));
  route(endpoints.addNote, async ({ auth, params, body }) => addProviderNote(deps, requireAuth(auth).user, params.jobId, body.body));
}
