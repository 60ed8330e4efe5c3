import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readerLanguage } from '../../i18n/reader-language';
import { loadDeskJob } from '../job-desk';
import { jobPaymentOf } from '../payments';
import { refundJob } from './refund-job';

/** Refunds from the market's job desk (market managers of the job's market, admins); answers the job's money as it now is. */
export function refundRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.refund, async ({ user, params, body, request }) => {
    await refundJob(deps, user, params.marketId, params.jobId, body);
    return jobPaymentOf(deps, user, await loadDeskJob(deps, user, params.marketId, params.jobId), readerLanguage(request));
  });
}
