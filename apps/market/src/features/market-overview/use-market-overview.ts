import { useQuery } from '@tanstack/react-query';
import { api } from '@marketplace/session';

export function useMarket(marketId: string) {
  return useQuery({ queryKey: ['markets', marketId], queryFn: () => api('markets.get', { params: { marketId } }) });
}

export function useMarketProviders(marketId: string, enabled: boolean) {
  return useQuery({
    queryKey: ['markets', marketId, 'providers'],
    queryFn: () => api('providers.listInMarket', { params: { marketId } }),
    enabled,
  });
}
