import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

export interface CalendarRange {
  from: string;
  to: string;
}

/** The jobs, time off and working hours of the range the calendar shows (at most 62 days). */
export function useProviderCalendar(range: CalendarRange | null) {
  return useQuery({
    queryKey: queryKeys.providerJobs.calendar(range?.from ?? '', range?.to ?? ''),
    queryFn: ({ signal }) => api('providerJobs.calendar', { query: { from: range!.from, to: range!.to }, signal }),
    enabled: range !== null,
    // Moving to the next week keeps this week's events on screen until the next ones arrive.
    placeholderData: keepPreviousData,
  });
}
