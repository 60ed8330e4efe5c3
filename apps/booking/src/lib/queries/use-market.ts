import { useQuery } from '@tanstack/react-query';
import { marketQuery } from '@marketplace/api-client/queries';
import { marketsQuery } from '@marketplace/api-client';

/** One market with its services, prices and policies, once one is chosen. */
export function useMarket(marketId: string | undefined) {
  return useQuery({ ...marketQuery(marketId ?? ''), enabled: Boolean(marketId) });
}

export function useMarkets() {
  return useQuery(marketsQuery());
}
