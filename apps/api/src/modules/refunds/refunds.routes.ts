import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access/require-auth';
import { loadDeskJob } from '../job-desk/desk-job';
import { refundJob } from './refund-job';
import { managerJobPayment } from './refunds-view';

/** Refunds from the market's job desk (market managers of the job's market, admins). */
export function refundRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.refund, async ({ auth, params, body }) => {
    const { user } = requireAuth(auth);
    await refundJob(deps, user, params.marketId, params.jobId, body);
    return managerJobPayment(deps.db, await loadDeskJob(deps, user, params.marketId, params.jobId));
  });
}
