import { useQuery } from '@tanstack/react-query';
import { api, publicQuery, queryKeys } from '@marketplace/api-client';

/** The providers working in a market, best rated first, each with the services they offer (public). */
export function useMarketProviders(marketId: string, enabled = true) {
  return useQuery({
    queryKey: queryKeys.markets.providers(marketId),
    queryFn: ({ signal }) => api('providers.listInMarket', { params: { marketId }, signal }),
    meta: publicQuery,
    enabled,
  });
}
