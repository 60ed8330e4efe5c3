import { useQuery } from '@tanstack/react-query';
import { jobQuery } from '@marketplace/api-client/queries';

export function useJob(jobId: string) {
  return useQuery(jobQuery(jobId));
}
