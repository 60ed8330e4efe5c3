import { useQuery } from '@tanstack/react-query';
import { providerJobQuery } from './provider-job-queries';

export function useProviderJob(jobId: string) {
  return useQuery(providerJobQuery(jobId));
}
