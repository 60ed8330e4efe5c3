import { useMutation } from '@tanstack/react-query';
import type { BodyOf } from '@marketplace/contracts/client';
import { api } from '@marketplace/api-client';
import { useJobUpdate } from './use-job-update';

export function useReviewJob(jobId: string) {
  const update = useJobUpdate();
  return useMutation({
    mutationFn: (review: BodyOf<'jobs.review'>) => api('jobs.review', { params: { jobId }, body: review }),
    onSuccess: update,
  });
}
