import { useQuery } from '@tanstack/react-query';
import { api, publicQuery } from '@marketplace/session';

/** One market with its services, prices and policies (shared with the market remote's key). */
export function useMarket(marketId: string | undefined) {
  return useQuery({
    queryKey: ['markets', marketId],
    queryFn: () => api('markets.get', { params: { marketId: marketId ?? '' } }),
    enabled: Boolean(marketId),
    meta: publicQuery,
  });
}

export function useMarkets() {
  return useQuery({ queryKey: ['markets'], queryFn: () => api('markets.list'), meta: publicQuery });
}
