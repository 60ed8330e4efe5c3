import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DeskCancel, DeskStatusAction, JobDesk } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { apiErrorCode } from '@marketplace/api-client/errors';
import { rescheduleSlotsQuery } from '@marketplace/api-client/queries';

export interface DeskJobRef {
  marketId: string;
  jobId: string;
}

/** Every fact of the job with its history, as the desk shows it. */
export function useJobDesk({ marketId, jobId }: DeskJobRef) {
  return useQuery({
    queryKey: queryKeys.jobDesk.detail(marketId, jobId),
    queryFn: ({ signal }) => api('jobDesk.get', { params: { marketId, jobId }, signal }),
  });
}

/** Who could take the job, best first; asked only while the assign dialog is open. */
export function useCandidates({ marketId, jobId }: DeskJobRef, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.jobDesk.candidates(marketId, jobId),
    queryFn: ({ signal }) => api('jobDesk.candidates', { params: { marketId, jobId }, signal }),
    enabled,
    staleTime: 0,
  });
}

/**
 * After a change the API answers with the job as it now is: shown at once, then the desk and
 * every job query (the customer's view, the dashboard's lists) are asked again. A refusal other
 * than bad input (409: the job or the provider's time changed meanwhile) refreshes the desk and
 * the candidates, so the screen shows where things stand.
 */
function useDeskMutation<T>(ref: DeskJobRef, send: (input: T) => Promise<JobDesk>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (job) => {
      queryClient.setQueryData(queryKeys.jobDesk.detail(ref.marketId, ref.jobId), job);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.jobDesk.detail(ref.marketId, ref.jobId) }),
        queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all }),
      ]);
    },
    onError: async (error) => {
      if (apiErrorCode(error) === 'VALIDATION_FAILED') return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.jobDesk.detail(ref.marketId, ref.jobId) });
    },
  });
}

export function useAssignJob(ref: DeskJobRef) {
  return useDeskMutation(ref, (body: { providerId: string; reason?: string }) => api('jobDesk.assign', { params: ref, body }));
}

export function useChangeStatus(ref: DeskJobRef) {
  return useDeskMutation(ref, (body: { action: DeskStatusAction; reason: string }) => api('jobDesk.changeStatus', { params: ref, body }));
}

export function useDeskCancel(ref: DeskJobRef) {
  return useDeskMutation(ref, (body: DeskCancel) => api('jobDesk.cancel', { params: ref, body }));
}

/** Moving the job reuses the customer's reschedule endpoints (managers may use them too). */
export function useRescheduleSlots(jobId: string, enabled: boolean) {
  return useQuery({ ...rescheduleSlotsQuery(jobId), enabled });
}

export function useRescheduleFromDesk(ref: DeskJobRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (start: string) => api('jobs.reschedule', { params: { jobId: ref.jobId }, body: { start } }),
    onSettled: async () => {
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.jobDesk.detail(ref.marketId, ref.jobId) }), queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all })]);
    },
  });
}
