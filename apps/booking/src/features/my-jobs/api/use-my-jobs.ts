import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';
import type { JobsTab } from '../domain/jobs-search';

export const jobsPageSize = 10;

/** One page of the customer's upcoming (soonest first) or past (latest first) jobs. */
export function useMyJobs(scope: JobsTab, page: number) {
  return useQuery({
    queryKey: queryKeys.jobs.mine(scope, page),
    queryFn: ({ signal }) => api('jobs.listMine', { query: { scope, page, pageSize: jobsPageSize }, signal }),
    // The current page stays on screen while the next one loads, so the list does not jump.
    placeholderData: keepPreviousData,
  });
}
