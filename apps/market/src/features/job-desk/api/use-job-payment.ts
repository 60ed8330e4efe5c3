import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { RefundRequest } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { jobPaymentQuery, jobTipsQuery } from '@marketplace/api-client/queries';
import type { DeskJobRef } from './use-job-desk';

/** The job's payment, refunds and invoice as its market's managers see them. */
export function useJobPayment(jobId: string) {
  return useQuery(jobPaymentQuery(jobId));
}

/** The job's tips with what is left to refund of each (docs/payments.md, "Tips"): only a completed job has any. */
export function useJobTips(jobId: string, completed: boolean) {
  return useQuery({ ...jobTipsQuery(jobId), enabled: completed });
}

/**
 * A refund answers with the job's money as it now is: shown at once; then the desk (its history
 * has the refund), the invoice (its credit notes and tips) and every job query (its tips among
 * them) are asked again. A refusal refreshes the payment too, so the form offers what is really left.
 */
export function useRefund(ref: DeskJobRef) {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.jobDesk.detail(ref.marketId, ref.jobId) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.jobs.detail(ref.jobId) }),
    ]);
  return useMutation({
    mutationFn: (body: RefundRequest) => api('payments.refund', { params: ref, body }),
    onSuccess: async (payment) => {
      queryClient.setQueryData(queryKeys.jobs.payment(ref.jobId), payment);
      await refresh();
    },
    onError: () => refresh(),
  });
}
