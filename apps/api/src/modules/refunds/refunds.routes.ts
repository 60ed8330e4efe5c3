import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { loadDeskJob } from '../job-desk/desk-job';
import { jobPaymentOf } from '../payments/job-payment';
import { refundJob } from './refund-job';

/** Refunds from the market's job desk (market managers of the job's market, admins); answers the job's money as it now is. */
export function refundRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.refund, async ({ user, params, body }) => {
    await refundJob(deps, user, params.marketId, params.jobId, body);
    return jobPaymentOf(deps, user, await loadDeskJob(deps, user, params.marketId, params.jobId));
  });
}
