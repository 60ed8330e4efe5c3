import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** Requests waiting for an answer: asked again every minute, as deadlines pass and new ones arrive. */
export const jobRequestsQuery = () =>
  queryOptions({ queryKey: queryKeys.providerJobs.requests(), queryFn: ({ signal }) => api('providerJobs.requests', { signal }), refetchInterval: 60_000 });

export const upcomingJobsQuery = () => queryOptions({ queryKey: queryKeys.providerJobs.upcoming(), queryFn: ({ signal }) => api('providerJobs.upcoming', { signal }) });

export const providerEarningsQuery = () => queryOptions({ queryKey: queryKeys.providerJobs.earnings(), queryFn: ({ signal }) => api('providerJobs.earnings', { signal }) });

export const providerJobQuery = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.providerJobs.detail(jobId), queryFn: ({ signal }) => api('providerJobs.get', { params: { jobId }, signal }) });
