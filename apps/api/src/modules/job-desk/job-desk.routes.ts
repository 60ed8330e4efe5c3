import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { limitRequest } from '../rate-limits';
import { listCandidates } from './candidates';
import { assignJob, changeJobStatus, deskCancelJob } from './desk-actions';
import { getJobDesk } from './desk-job';

/** The manager's job desk (`/market/:id/job/:jobId`): every fact, assign, status, cancel, history. */
export function jobDeskRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { jobDesk } = apiEndpoints;
  route(jobDesk.get, async ({ auth, params }) => getJobDesk(deps, requireAuth(auth).user, params.marketId, params.jobId));
  route(jobDesk.candidates, async ({ auth, params, request }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'slotSearch', { address: request.ip, userId: user.id });
    return listCandidates(deps, user, params.marketId, params.jobId);
  });
  route(jobDesk.assign, async ({ auth, params, body }) => assignJob(deps, requireAuth(auth).user, params.marketId, params.jobId, body));
  route(jobDesk.changeStatus, async ({ auth, params, body }) => changeJobStatus(deps, requireAuth(auth).user, params.marketId, params.jobId, body));
  route(jobDesk.cancel, async ({ auth, params, body }) => deskCancelJob(deps, requireAuth(auth).user, params.marketId, params.jobId, body));
}
