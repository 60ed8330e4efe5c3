import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/session';

/** Other start times with the same provider, from the same slot engine as booking. */
export function useRescheduleSlots(jobId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.jobs.rescheduleSlots(jobId),
    queryFn: ({ signal }) => api('jobs.rescheduleSlots', { params: { jobId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
