import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import type { PlanStatus } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** The market's plans, a page at a time from the API's cursor: "Load more" asks for the next one. */
export function useMarketPlans(marketId: string, status: PlanStatus | undefined) {
  return useInfiniteQuery({
    queryKey: queryKeys.marketPlans.list(marketId, status),
    queryFn: ({ pageParam, signal }) => api('plans.listInMarket', { params: { marketId }, query: { ...(status ? { status } : {}), ...(pageParam ? { cursor: pageParam } : {}) }, signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (page) => page.nextCursor,
    // Another status keeps the figures and rows on screen (dimmed) until its first page arrives.
    placeholderData: keepPreviousData,
  });
}
