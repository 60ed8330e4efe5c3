import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProblemStepRequest, ReportProblemRequest } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** Under the job: refreshed with it (its history gains the case's steps). */
const problemsKey = (jobId: string) => [...queryKeys.jobs.detail(jobId), 'problems'] as const;

/** The job's problem cases as its customer sees them, and whether they may report one (docs/problems.md). */
export function useJobProblems(jobId: string) {
  return useQuery({ queryKey: problemsKey(jobId), queryFn: () => api('problems.get', { params: { jobId } }) });
}

/** Reports a problem, then the job (its history) and its cases are asked again. */
export function useReportProblem(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReportProblemRequest) => api('problems.report', { params: { jobId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(problemsKey(jobId), answer),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.jobs.detail(jobId) }),
  });
}

/** The customer's answer on an open case. */
export function useAnswerProblem(jobId: string, problemId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProblemStepRequest) => api('problems.addStep', { params: { jobId, problemId }, body }),
    onSuccess: (answer) => queryClient.setQueryData(problemsKey(jobId), answer),
  });
}
