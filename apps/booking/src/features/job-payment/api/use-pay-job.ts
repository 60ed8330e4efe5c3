import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';
import { newIdempotencyKey } from '@marketplace/contracts/idempotency-key';

/**
 * Pays the job's open invoice with a card's payment method. A fresh idempotency key per
 * attempt: a double click is one attempt (the button ignores it), another card is another.
 * The answer is the job's payment as it now is; the job itself is refreshed (its invoice).
 */
export function usePayJob(jobId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['jobs', 'pay', jobId],
    mutationFn: (paymentMethod: string) => api('payments.pay', { params: { jobId }, body: { paymentMethod, idempotencyKey: newIdempotencyKey() } }),
    onSuccess: (payment) => {
      queryClient.setQueryData(queryKeys.jobs.payment(jobId), payment);
      void queryClient.invalidateQueries({ queryKey: queryKeys.jobs.detail(jobId), exact: true });
      void queryClient.invalidateQueries({ queryKey: queryKeys.invoices.all });
    },
  });
}
