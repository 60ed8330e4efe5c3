import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

export interface CalendarWindow {
  from: string;
  to: string;
}

/** The market's jobs in the window the calendar shows (a day or a week), of one provider or all. */
export function useMarketCalendar(marketId: string, window: CalendarWindow | null, providerId: string) {
  return useQuery({
    queryKey: queryKeys.marketJobs.calendar(marketId, window?.from ?? '', window?.to ?? '', providerId || undefined),
    queryFn: ({ signal }) =>
      api('marketJobs.calendar', { params: { marketId }, query: { from: window!.from, to: window!.to, ...(providerId ? { providerId } : {}) }, signal }),
    enabled: window !== null,
    placeholderData: keepPreviousData,
  });
}
