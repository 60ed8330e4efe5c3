import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { listCandidates } from './candidates';
import { assignJob, changeJobStatus, deskCancelJob } from './desk-actions';
import { getJobDesk } from './desk-job';

/** The manager's job desk (`/market/:id/job/:jobId`): every fact, assign, status, cancel, history. */
export function jobDeskRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobDesk } = apiEndpoints;
  route(jobDesk.get, async ({ user, params, request }) => getJobDesk(deps, user, params.marketId, params.jobId, readerLanguage(request)));
  route(jobDesk.candidates, async ({ user, params, request }) => listCandidates(deps, user, params.marketId, params.jobId, readerLanguage(request)));
  route(jobDesk.assign, async ({ user, params, body, request }) => assignJob(deps, user, params.marketId, params.jobId, body, readerLanguage(request)));
  route(jobDesk.changeStatus, async ({ user, params, body, request }) => changeJobStatus(deps, user, params.marketId, params.jobId, body, readerLanguage(request)));
  route(jobDesk.cancel, async ({ user, params, body, request }) => deskCancelJob(deps, user, params.marketId, params.jobId, body, readerLanguage(request)));
}
