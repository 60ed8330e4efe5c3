import { useQuery } from '@tanstack/react-query';
import { upcomingJobsQuery } from './provider-job-queries';

export function useUpcomingJobs() {
  return useQuery(upcomingJobsQuery());
}
