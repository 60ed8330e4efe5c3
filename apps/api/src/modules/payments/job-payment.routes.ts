import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { getJobPayment, payFromJob } from './job-payment';

export function jobPaymentRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.jobPayment, async ({ user, params, request }) => getJobPayment(deps, user, params.jobId, readerLanguage(request)));
  route(payments.pay, async ({ user, params, body, request }) => payFromJob(deps, user, params.jobId, body, readerLanguage(request)));
}
