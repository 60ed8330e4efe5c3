import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { buildPath, routes } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export const EARNINGS_PAGE_SIZE = 25;

export const providerPaymentsQuery = (providerId: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.providers.payments(providerId, page),
    queryFn: ({ signal }) => api('payments.providerPayments', { params: { providerId }, query: { page, pageSize: EARNINGS_PAGE_SIZE }, signal }),
    // Paging keeps the balances and the last page on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useProviderPayments(providerId: string, page: number) {
  return useQuery(providerPaymentsQuery(providerId, page));
}

/** The CSV of every earning: a plain link, so the browser downloads it with the session cookie. */
export const earningsCsvUrl = (providerId: string) => buildPath(routes['payments.providerEarningsCsv'].path, { providerId });

/** An invoice of one of the provider's jobs as the PDF the API makes (the provider may read their jobs' invoices). */
export const invoicePdfUrl = (invoiceId: string) => buildPath(routes['payments.invoicePdf'].path, { invoiceId });
