import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { TipRequest } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/**
 * Gives a tip (the caller keeps one idempotency key per intended tip). Afterwards the tips are
 * asked again (the list, what is left to give) and so is the invoice (its "Tips" section).
 */
export function useGiveTip(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'tip', jobId],
    mutationFn: (body: TipRequest) => api('tips.give', { params: { jobId }, body }),
    onSettled: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.jobs.tips(jobId) }), queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all })]),
  });
}
