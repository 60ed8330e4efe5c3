import { useMutation } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import { useJobUpdate } from './use-job-update';

export function useCancelJob(jobId: string) {
  const update = useJobUpdate();
  return useMutation({
    mutationFn: (reason: string) => api('jobs.cancel', { params: { jobId }, body: { reason } }),
    onSuccess: update,
  });
}
