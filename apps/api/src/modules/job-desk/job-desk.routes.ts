import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { listCandidates } from './candidates';
import { assignJob, changeJobStatus, deskCancelJob } from './desk-actions';
import { getJobDesk } from './desk-job';

/** The manager's job desk (`/market/:id/job/:jobId`): every fact, assign, status, cancel, history. */
export function jobDeskRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobDesk } = apiEndpoints;
  route(jobDesk.get, async ({ user, params }) => getJobDesk(deps, user, params.marketId, params.jobId));
  route(jobDesk.candidates, async ({ user, params }) => listCandidates(deps, user, params.marketId, params.jobId));
  route(jobDesk.assign, async ({ user, params, body }) => assignJob(deps, user, params.marketId, params.jobId, body));
  route(jobDesk.changeStatus, async ({ user, params, body }) => changeJobStatus(deps, user, params.marketId, params.jobId, body));
  route(jobDesk.cancel, async ({ user, params, body }) => deskCancelJob(deps, user, params.marketId, params.jobId, body));
}
