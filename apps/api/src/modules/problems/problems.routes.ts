import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { sendImage } from '../../http/image-reply';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import type { PictureSize } from '../pictures';
import { readPictureForm } from '../provider-profile';
import { getJobProblems } from './job-problems';
import { marketProblems } from './market-problems';
import { addProblemStep, reportProblem, resolveProblem } from './problem-actions';
import { addProblemPhoto, admitProblemPhoto, readProblemPhoto } from './problem-photos';

/** A job's problem cases (docs/problems.md): read by its parties, reported by its customer, resolved by the market team. */
export function problemRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { problems } = apiEndpoints;
  route(problems.get, async ({ user, params }) => getJobProblems(deps, user, params.jobId));
  route(problems.report, async ({ user, params, body }) => reportProblem(deps, user, params.jobId, body));
  route(problems.addStep, async ({ user, params, body }) => addProblemStep(deps, user, params.jobId, params.problemId, body));
  route(problems.resolve, async ({ user, params, body }) => resolveProblem(deps, user, params.jobId, params.problemId, body));
  // Rights first, then the rate limit: a refused caller's bytes are never read.
  route(problems.addPhoto, {
    admit: async ({ user, params }) => admitProblemPhoto(deps, user, params.jobId, params.problemId),
    handle: async ({ user, params, request }) => addProblemPhoto(deps, user, params.jobId, params.problemId, await readPictureForm(request, deps.config.pictures.maxBytes)),
  });
  route(problems.photo, async ({ user, params, query, reply }) =>
    sendImage(reply, await readProblemPhoto(deps, user, params.jobId, params.problemId, params.photoId, Number(query.size) as PictureSize)),
  );
  route(problems.listInMarket, async ({ user, params }) => marketProblems(deps, user, params.marketId));
}
