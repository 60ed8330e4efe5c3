import { useQuery } from '@tanstack/react-query';
import { jobRequestsQuery } from './provider-job-queries';

export function useJobRequests() {
  return useQuery(jobRequestsQuery());
}
