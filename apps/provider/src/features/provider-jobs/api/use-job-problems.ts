import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProblemStepRequest } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';

const key = (jobId: string) => ['provider', 'problems', jobId] as const;

/** The job's problem cases as its provider sees them (docs/problems.md). */
export function useJobProblems(jobId: string) {
  return useQuery({ queryKey: key(jobId), queryFn: () => api('problems.get', { params: { jobId } }) });
}

/** The provider's answer on an open case. */
export function useAnswerProblem(jobId: string, problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProblemStepRequest) => api('problems.addStep', { params: { jobId, problemId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(key(jobId), answer),
  });
}
