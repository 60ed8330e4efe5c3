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

// Updating the lists reads the contract's field lists (so zod and the contracts' schemas): it
// loads with the provider's first step, beside the request, not with the page.
const loadJobCache = () => import('./provider-job-cache');

/**
 * Acts on one job. The answer is the job as it now is: shown at once, and moved between the
 * provider's lists from it (a request accepted moves to Upcoming) without asking for them again.
 * A 409 means the job changed meanwhile (another tab, the deadline): the lists and the job are
 * refreshed so the screen says how.
 */
export function useJobAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onMutate: () => void loadJobCache().catch(() => undefined),
    onSuccess: async (job, { action }) => {
      const detail = queryKeys.providerJobs.detail(job.id);
      // A declined job is no longer this provider's: its page is left, and not kept.
      if (action === 'decline') queryClient.removeQueries({ queryKey: detail, type: 'inactive' });
      else queryClient.setQueryData(detail, job);
      // The step went through: if the update cannot load, the lists are asked for again instead.
      await loadJobCache().then(
        ({ applyJobAnswer }) => applyJobAnswer(queryClient, job),
        () => queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.all }),
      );
    },
    onError: async (error) => {
      if (apiErrorCode(error) === 'VALIDATION_FAILED') return;
      await queryClient.invalidateQueries({ queryKey: queryKeys.providerJobs.all });
    },
  });
}
