import { useQuery } from '@tanstack/react-query';
import { jobQuery } from '@marketplace/session';

export function useJob(jobId: string) {
  return useQuery(jobQuery(jobId));
}
