import { useQuery } from '@tanstack/react-query';
import { api } from '@marketplace/session';
import { jobKeys } from '../../../lib/queries/job-keys';

export function useJob(jobId: string) {
  return useQuery({
    queryKey: jobKeys.detail(jobId),
    queryFn: ({ signal }) => api('jobs.get', { params: { jobId }, signal }),
  });
}
