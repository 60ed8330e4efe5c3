import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { giveTip } from './give-tip';
import { getJobTips } from './job-tips';

/** A job's tips (docs/payments.md, "Tips"): read by its parties, given by its customer. */
export function tipRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { tips } = apiEndpoints;
  route(tips.list, async ({ user, params }) => getJobTips(deps, user, params.jobId));
  route(tips.give, async ({ user, params, body }) => giveTip(deps, user, params.jobId, body));
}
