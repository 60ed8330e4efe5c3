import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProblemStepRequest, ResolveProblemRequest } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';

const key = (jobId: string) => ['desk', 'problems', jobId] as const;

/** The job's problem cases as the market team sees them (docs/problems.md). */
export function useDeskProblems(jobId: string) {
  return useQuery({ queryKey: key(jobId), queryFn: () => api('problems.get', { params: { jobId } }) });
}

/** Asks the provider or the customer; resolves. Afterwards the whole desk is asked again (history, payments). */
export function useProblemActions(jobId: string, problemId: string) {
  const queryClient = useQueryClient();
  const done = (answer: Awaited<ReturnType<typeof api<'problems.get'>>>) => {
    queryClient.setQueryData(key(jobId), answer);
    return queryClient.invalidateQueries();
  };
  return {
    ask: useMutation({ mutationFn: (body: ProblemStepRequest) => api('problems.addStep', { params: { jobId, problemId }, body }), onSuccess: done }),
    resolve: useMutation({ mutationFn: (body: ResolveProblemRequest) => api('problems.resolve', { params: { jobId, problemId }, body }), onSuccess: done }),
  };
}
