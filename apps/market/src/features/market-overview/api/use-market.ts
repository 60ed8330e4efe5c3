import { useQuery } from '@tanstack/react-query';
import { marketQuery } from '@marketplace/session';

export function useMarket(marketId: string) {
  return useQuery(marketQuery(marketId));
}
