import { useQuery } from '@tanstack/react-query';
import { api, publicQuery, queryKeys } from '@marketplace/api-client';

/** The market's providers, best rated first. */
export function useMarketProviders(marketId: string) {
  return useQuery({
    queryKey: queryKeys.markets.providers(marketId),
    queryFn: ({ signal }) => api('providers.listInMarket', { params: { marketId }, signal }),
    meta: publicQuery,
  });
}
