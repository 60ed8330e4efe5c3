import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { providerCalendar } from './provider-calendar';
import { listProviderRequests, listProviderUpcoming, providerEarningsSummary } from './provider-home';
import { actOnJob } from './provider-job-actions';
import { addProviderNote, getProviderJob } from './provider-job-detail';

/** The provider area (`/provider`): their requests, schedule, earnings, and what they do to their jobs. */
export function providerJobRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { providerJobs: endpoints } = apiEndpoints;
  route(endpoints.requests, async ({ user, request }) => listProviderRequests(deps, user, readerLanguage(request)));
  route(endpoints.upcoming, async ({ user, request }) => listProviderUpcoming(deps, user, readerLanguage(request)));
  route(endpoints.calendar, async ({ user, query, request }) => providerCalendar(deps, user, query, readerLanguage(request)));
  route(endpoints.earnings, async ({ user }) => providerEarningsSummary(deps, user));
  route(endpoints.get, async ({ user, params, request }) => getProviderJob(deps, user, params.jobId, readerLanguage(request)));
  route(endpoints.accept, async ({ user, params, request }) => actOnJob(deps, user, params.jobId, 'accept', undefined, readerLanguage(request)));
  route(endpoints.decline, async ({ user, params, body, request }) => actOnJob(deps, user, params.jobId, 'decline', body.reason, readerLanguage(request)));
  route(endpoints.start, async ({ user, params, request }) => actOnJob(deps, user, params.jobId, 'start', undefined, readerLanguage(request)));
  route(endpoints.complete, async ({ user, params, body, request }) => actOnJob(deps, user, params.jobId, 'complete', body.note, readerLanguage(request)));
  route(endpoints.noShow, async ({ user, params, body, request }) => actOnJob(deps, user, params.jobId, 'noShow', body.reason, readerLanguage(request)));
  route(endpoints.cancel, async ({ user, params, body, request }) => actOnJob(deps, user, params.jobId, 'cancel', body.reason, readerLanguage(request)));
  route(endpoints.addNote, async ({ user, params, body, request }) => addProviderNote(deps, user, params.jobId, body.body, readerLanguage(request)));
}
