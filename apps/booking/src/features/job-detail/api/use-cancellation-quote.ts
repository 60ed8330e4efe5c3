import { useQuery } from '@tanstack/react-query';
import { api } from '@marketplace/session';
import { jobKeys } from '../../../lib/queries/job-keys';

/** What cancelling would cost right now: asked afresh each time the dialog opens. */
export function useCancellationQuote(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: jobKeys.cancellationQuote(jobId),
    queryFn: ({ signal }) => api('jobs.cancellationQuote', { params: { jobId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
