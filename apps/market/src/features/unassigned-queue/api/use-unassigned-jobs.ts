import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** Jobs waiting for a provider; asked again every minute while the tab is open. */
export function useUnassignedJobs(marketId: string) {
  return useQuery({
    queryKey: queryKeys.marketJobs.unassigned(marketId),
    queryFn: ({ signal }) => api('marketJobs.unassigned', { params: { marketId }, signal }),
    refetchInterval: 60_000,
  });
}
