import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { getJobProblems } from './job-problems';
import { marketProblems } from './market-problems';
import { addProblemStep, reportProblem, resolveProblem } from './problem-actions';

/** A job's problem cases (docs/problems.md): read by its parties, reported by its customer, resolved by the market team. */
export function problemRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { problems } = apiEndpoints;
  route(problems.get, async ({ user, params }) => getJobProblems(deps, user, params.jobId));
  route(problems.report, async ({ user, params, body }) => reportProblem(deps, user, params.jobId, body));
  route(problems.addStep, async ({ user, params, body }) => addProblemStep(deps, user, params.jobId, params.problemId, body));
  route(problems.resolve, async ({ user, params, body }) => resolveProblem(deps, user, params.jobId, params.problemId, body));
  route(problems.listInMarket, async ({ user, params }) => marketProblems(deps, user, params.marketId));
}
