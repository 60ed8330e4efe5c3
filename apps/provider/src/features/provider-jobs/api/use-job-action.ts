import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ProviderJobAction, ProviderJobDetail } from '@marketplace/contracts';
import { apiErrorCode } from '@marketplace/api-client/errors';
import { api, queryKeys } from '@marketplace/api-client';

/** What each action sends: a reason (decline, cancel, no-show) or a note (complete), or nothing. */
export interface JobActionInput {
  jobId: string;
  action: ProviderJobAction;
  text?: string;
}

function send({ jobId, action, text }: JobActionInput): Promise<ProviderJobDetail> {
  const params = { jobId };
  switch (action) {
    case 'accept':
      return api('providerJobs.accept', { params });
    case 'start':
      return api('providerJobs.start', { params });
    case 'decline':
      return api('providerJobs.decline', { params, body: { reason: text ?? '' } });
    case 'cancel':
      return api('providerJobs.cancel', { params, body: { reason: text ?? '' } });
    case 'noShow':
      return api('providerJobs.noShow', { params, body: { reason: text } });
    case 'complete':
      return api('providerJobs.complete', { params, body: { note: text } });
  }
}

/**
 * Acts on one job. The answer is the job as it now is: shown at once, then every provider list
 * is asked again (a request accepted moves to Upcoming). A 409 means the job changed meanwhile
 * (another tab, the deadline): the lists and the job are refreshed so the screen says how.
 */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (job, { action }) => {
      const detail = queryKeys.providerJobs.detail(job.id);
      if (action === 'decline') {
        // A declined job is no longer this provider's: asking for it again would be a 404.
        queryClient.removeQueries({ queryKey: detail, type: 'inactive' });
        await queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.all, predicate: (query) => query.queryKey[1] !== detail[1] });
        return;
      }
      queryClient.setQueryData(detail, job);
      await queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.all });
    },
    onError: async (error) => {
      if (apiErrorCode(error) === 'VALIDATION_FAILED') return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.all });
    },
  });
}
