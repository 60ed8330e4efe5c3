import { useQueryClient } from '@tanstack/react-query';
import type { JobDetail } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';

/**
 * After a change the API answers with the job as it now is: show that at once, then refetch
 * the job and the lists it appears in (a cancelled job moves from Upcoming to Past).
 */
export function useJobUpdate() {
  const queryClient = useQueryClient();
  return async (job: JobDetail) => {
    queryClient.setQueryData(queryKeys.jobs.detail(job.id), job);
    await queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all });
  };
}
