import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** The job's payment, invoice and refunds as its customer sees them. */
export function useJobPayment(jobId: string) {
  return useQuery({
    queryKey: queryKeys.jobs.payment(jobId),
    queryFn: ({ signal }) => api('payments.jobPayment', { params: { jobId }, signal }),
  });
}
