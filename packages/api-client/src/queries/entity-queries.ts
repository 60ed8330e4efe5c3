import { queryOptions } from '@tanstack/react-query';
import { api, publicQuery, queryKeys } from '@marketplace/api-client';

// The query options of one market, profile, job or invoice: the remotes' pages use them, the
// shell's first load does not (it needs only the market list, in the core).

/** One market with its services, prices and policies. */
export const marketQuery = (marketId: string) =>
  queryOptions({
    queryKey: queryKeys.markets.one(marketId),
    queryFn: ({ signal }) => api('markets.get', { params: { marketId }, signal }),
    meta: publicQuery,
  });

/** A provider's public profile. */
export const providerProfileQuery = (providerId: string) =>
  queryOptions({
    queryKey: queryKeys.providers.profile(providerId),
    queryFn: ({ signal }) => api('providers.profile', { params: { providerId }, signal }),
    meta: publicQuery,
  });

/** One job, as whoever may see it sees it. */
export const jobQuery = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.jobs.detail(jobId), queryFn: ({ signal }) => api('jobs.get', { params: { jobId }, signal }) });

/** Other start times for a job with the same provider (its customer's and its managers' reschedule); always asked afresh. */
export const rescheduleSlotsQuery = (jobId: string) =>
  queryOptions({
    queryKey: queryKeys.jobs.rescheduleSlots(jobId),
    queryFn: ({ signal }) => api('jobs.rescheduleSlots', { params: { jobId }, signal }),
    staleTime: 0,
    gcTime: 0,
  });

/** A job's money as the viewer may see it: payment status, captured / refunded, the invoice, refunds. */
export const jobPaymentQuery = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.jobs.payment(jobId), queryFn: ({ signal }) => api('payments.jobPayment', { params: { jobId }, signal }) });

/** A job's tips as the viewer may see them: amounts, refunds, suggested amounts and whether they may tip (docs/payments.md, "Tips"). */
export const jobTipsQuery = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.jobs.tips(jobId), queryFn: ({ signal }) => api('tips.list', { params: { jobId }, signal }) });

/** A job's before and after photos as the viewer may see them (docs/job-photos.md). */
export const jobPhotosQuery = (jobId: string) =>
  queryOptions({ queryKey: queryKeys.jobs.photos(jobId), queryFn: ({ signal }) => api('jobPhotos.list', { params: { jobId }, signal }) });

/** An invoice with its credit notes (the customer's job page, the provider's, the market desk). */
export const invoiceQuery = (invoiceId: string) =>
  queryOptions({ queryKey: queryKeys.invoices.detail(invoiceId), queryFn: ({ signal }) => api('payments.invoice', { params: { invoiceId }, signal }) });

/** The logged-in person's favourite providers, newest first (the booking flow, a profile, a job page). */
export const favouritesQuery = () => queryOptions({ queryKey: queryKeys.favourites, queryFn: ({ signal }) => api('favourites.list', { signal }) });
