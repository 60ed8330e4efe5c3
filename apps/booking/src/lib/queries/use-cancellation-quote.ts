import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** What cancelling the job would cost right now (the job page's cancel, a plan's skip): asked afresh each time a dialog opens. */
export function useCancellationQuote(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.jobs.cancellationQuote(jobId),
    queryFn: ({ signal }) => api('jobs.cancellationQuote', { params: { jobId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
