import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { getJobPayment, payFromJob } from './job-payment';

export function jobPaymentRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.jobPayment, async ({ auth, params }) => getJobPayment(deps, requireAuth(auth).user, params.jobId));
  route(payments.pay, async ({ auth, params, body }) => payFromJob(deps, requireAuth(auth).user, params.jobId, body));
}
