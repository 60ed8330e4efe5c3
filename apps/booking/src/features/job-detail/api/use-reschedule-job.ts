import { useMutation } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';
import { useJobUpdate } from './use-job-update';

export function useRescheduleJob(jobId: string) {
  const update = useJobUpdate();
  return useMutation({
    mutationFn: (start: string) => api('jobs.reschedule', { params: { jobId }, body: { start } }),
    onSuccess: update,
  });
}
