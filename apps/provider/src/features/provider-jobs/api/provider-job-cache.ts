import type { QueryClient } from '@tanstack/react-query';
import type { ProviderCalendar, ProviderJobDetail } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { calendarAfter, changesEarnings, type RequestList, requestsAfter, type UpcomingList, upcomingAfter } from '../domain/job-lists';

type CalendarKey = ReturnType<typeof queryKeys.providerJobs.calendar>;
const calendarTag = queryKeys.providerJobs.calendar('', '')[1];

/**
 * Puts a step's answer (the job as it now is) in every list the page holds, instead of asking
 * for them all again: requests, upcoming, each calendar range. Only what the answer cannot
 * tell is asked again: the earnings when the job ended with money moving, and upcoming when a
 * cut list lost a job (the next one is on the API).
 */
export function applyJobAnswer(queryClient: QueryClient, job: ProviderJobDetail): void {
  queryClient.setQueryData<RequestList>(queryKeys.providerJobs.requests(), (list) => list && requestsAfter(list, job));
  const upcoming = queryClient.getQueryData<UpcomingList>(queryKeys.providerJobs.upcoming());
  const nextUpcoming = upcoming && upcomingAfter(upcoming, job);
  if (nextUpcoming) queryClient.setQueryData(queryKeys.providerJobs.upcoming(), nextUpcoming);
  else if (upcoming) void queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.upcoming() });
  const calendars = queryClient.getQueriesData<ProviderCalendar>({ queryKey: queryKeys.providerJobs.all, predicate: (query) => query.queryKey[1] === calendarTag });
  for (const [key, calendar] of calendars) {
    const [, , from, to] = key as CalendarKey;
    if (calendar) queryClient.setQueryData(key, calendarAfter(calendar, { from, to }, job));
  }
  if (changesEarnings(job)) void queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.earnings() });
}
