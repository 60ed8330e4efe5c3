import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MarketJobListQuery } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** One page of the market's jobs; the previous page stays on screen while the next loads. */
export function useMarketJobs(marketId: string, query: MarketJobListQuery) {
  return useQuery({
    queryKey: queryKeys.marketJobs.list(marketId, query),
    queryFn: ({ signal }) => api('marketJobs.list', { params: { marketId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}
