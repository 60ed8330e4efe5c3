import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { InsightPeriod } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export type CapacityPeriod = Extract<InsightPeriod, '7d' | '30d'>;
export const RANKED_POSTAL_CODES = 10;

/** Unmet searches and waitlist sign-ups of the market over the period, by postal code and weekday × hour. */
export function useMarketCapacity(marketId: string, period: CapacityPeriod) {
  const query = { period, limit: RANKED_POSTAL_CODES };
  return useQuery({
    queryKey: queryKeys.marketInsights.capacity(marketId, query),
    queryFn: ({ signal }) => api('marketInsights.capacity', { params: { marketId }, query, signal }),
    placeholderData: keepPreviousData,
  });
}
