import { useQuery } from '@tanstack/react-query';
import { jobPaymentQuery } from '@marketplace/api-client/queries';

/** The job's payment, invoice and refunds as its customer sees them (one query for every app). */
export function useJobPayment(jobId: string) {
  return useQuery(jobPaymentQuery(jobId));
}
