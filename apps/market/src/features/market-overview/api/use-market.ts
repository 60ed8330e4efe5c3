import { useQuery } from '@tanstack/react-query';
import { marketQuery } from '@marketplace/api-client/queries';

export function useMarket(marketId: string) {
  return useQuery(marketQuery(marketId));
}
