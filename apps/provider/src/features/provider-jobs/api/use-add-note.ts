import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

export function useAddNote(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: string) => api('providerJobs.addNote', { params: { jobId }, body: { body } }),
    onSuccess: (job) => queryClient.setQueryData(queryKeys.providerJobs.detail(job.id), job),
  });
}
