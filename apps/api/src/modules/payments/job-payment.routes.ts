import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { getJobPayment, payFromJob } from './job-payment';

export function jobPaymentRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.jobPayment, async ({ user, params }) => getJobPayment(deps, user, params.jobId));
  route(payments.pay, async ({ user, params, body }) => payFromJob(deps, user, params.jobId, body));
}
