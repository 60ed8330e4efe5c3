import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/session';

export function useAdminMarkets(page: number) {
  return useQuery({ queryKey: queryKeys.adminMarkets.page(page), queryFn: ({ signal }) => api('adminCatalogue.markets', { query: { page, pageSize: 50 }, signal }) });
}

/** Go live or back to coming soon; the lists and the public market pages refresh. */
export function useChangeMarketStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ marketId, to }: { marketId: string; to: 'live' | 'coming_soon' }) =>
      to === 'live' ? api('adminCatalogue.goLive', { params: { marketId } }) : api('adminCatalogue.comingSoon', { params: { marketId } }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.adminMarkets.all });
      void queryClient.invalidateQueries({ queryKey: queryKeys.markets.all });
    },
  });
}
