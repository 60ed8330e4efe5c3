import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { JobProblems, ProblemStepRequest, ReportProblemRequest, ResolveProblemRequest } from '@marketplace/contracts';
import { buildPath } from '@marketplace/contracts/client';
import { routes } from '@marketplace/contracts/routes';
import { api, queryKeys } from '@marketplace/api-client';
import { postPicture } from '../post-picture';

/** The job's problem cases (docs/problems.md) and what the viewer may do with them. */
export function useJobProblems(jobId: string) {
  return useQuery({
    queryKey: queryKeys.jobs.problems(jobId),
    queryFn: () => api('problems.get', { params: { jobId } }) as Promise<JobProblems>,
  });
}

/** Every write answers with the job's cases as they are now: the cache takes that answer, the job (and its payment) is refreshed. */
function useProblemWrite<T>(jobId: string, name: string, write: (body: T) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', name, jobId],
    mutationFn: async (body: T) => (await write(body)) as JobProblems,
    onSuccess: (answer) => queryClient.setQueryData(queryKeys.jobs.problems(jobId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.detail(jobId) }),
  });
}

export function useReportProblem(jobId: string) {
  return useProblemWrite<ReportProblemRequest>(jobId, 'problem-report', (body) => api('problems.report', { params: { jobId }, body }));
}

export function useAddProblemStep(jobId: string, problemId: string) {
  return useProblemWrite<ProblemStepRequest>(jobId, 'problem-step', (body) => api('problems.addStep', { params: { jobId, problemId }, body }));
}

export function useResolveProblem(jobId: string, problemId: string) {
  return useProblemWrite<ResolveProblemRequest>(jobId, 'problem-resolve', (body) => api('problems.resolve', { params: { jobId, problemId }, body }));
}

/** One photo for the customer's open case (docs/problems.md, "Photos"): the answer is the job's cases as they now are. */
export function useAddProblemPhoto(jobId: string, problemId: string) {
  return useProblemWrite<Blob>(jobId, 'problem-photo', (file) => postPicture<JobProblems>(buildPath(routes['problems.addPhoto'].path, { jobId, problemId }), file));
}
