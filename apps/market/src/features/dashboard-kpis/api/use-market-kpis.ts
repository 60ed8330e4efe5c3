import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';
import type { PeriodChoice } from './period-params';

/** The market's KPIs for the chosen period and the one before it; the last answer stays on screen while the next loads. */
export function useMarketKpis(marketId: string, period: PeriodChoice) {
  return useQuery({
    queryKey: queryKeys.marketInsights.kpis(marketId, period),
    queryFn: ({ signal }) => api('marketInsights.kpis', { params: { marketId }, query: { ...period }, signal }),
    placeholderData: keepPreviousData,
  });
}
