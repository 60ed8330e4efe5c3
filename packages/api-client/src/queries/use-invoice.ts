import { useQuery } from '@tanstack/react-query';
import { invoiceQuery, jobPaymentQuery } from './entity-queries';

/** One invoice with its credit notes: the query job-ui's InvoiceSection is given (`useInvoice={useInvoice}`). */
export const useInvoice = (invoiceId: string) => useQuery(invoiceQuery(invoiceId));

/**
 * The job's invoice id once one was issued (undefined before, or while its payment loads): from
 * the job's payment query, so a page that shows the payment too asks the API once.
 */
export const useJobInvoiceId = (jobId: string): string | undefined => useQuery(jobPaymentQuery(jobId)).data?.invoice?.id;
