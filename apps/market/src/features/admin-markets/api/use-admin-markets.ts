import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreateMarketInput, UpdateAdminMarketInput } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export function useAdminMarkets(page: number) {
  return useQuery({ queryKey: queryKeys.adminMarkets.page(page), queryFn: ({ signal }) => api('adminCatalogue.markets', { query: { page, pageSize: 50 }, signal }) });
}

export function useAdminMarket(marketId: string) {
  return useQuery({ queryKey: queryKeys.adminMarkets.one(marketId), queryFn: ({ signal }) => api('adminCatalogue.market', { params: { marketId }, signal }) });
}

/** After any change: the admin lists and the public market pages read again. */
function useRefreshMarkets() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: queryKeys.adminMarkets.all });
    void queryClient.invalidateQueries({ queryKey: queryKeys.markets.all });
  };
}

export function useCreateMarket() {
  const refresh = useRefreshMarkets();
  return useMutation({ mutationFn: (body: CreateMarketInput) => api('adminCatalogue.createMarket', { body }), onSuccess: refresh });
}

export function useUpdateMarket(marketId: string) {
  const refresh = useRefreshMarkets();
  return useMutation({ mutationFn: (body: UpdateAdminMarketInput) => api('adminCatalogue.updateMarket', { params: { marketId }, body }), onSuccess: refresh });
}

/** Go live or back to coming soon; the lists and the public market pages refresh. */
export function useChangeMarketStatus() {
  const refresh = useRefreshMarkets();
  return useMutation({
    mutationFn: ({ marketId, to }: { marketId: string; to: 'live' | 'coming_soon' }) =>
      to === 'live' ? api('adminCatalogue.goLive', { params: { marketId } }) : api('adminCatalogue.comingSoon', { params: { marketId } }),
    onSuccess: refresh,
  });
}
