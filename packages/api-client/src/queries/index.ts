// What the remotes' pages ask beyond the first load: one market, profile, job or invoice, and a
// query shown as a screen. Reaches the client and the keys through the package's main entry
// (never a relative path), so they stay one shared module.
export { favouritesQuery, invoiceQuery, jobPaymentQuery, jobPhotosQuery, jobQuery, jobTipsQuery, marketQuery, providerProfileQuery, rescheduleSlotsQuery } from './entity-queries';
export { QueryScreen, type QueryScreenProps } from './query-screen';
export { useInvoice, useJobInvoiceId } from './use-invoice';
export { useJobPhotos } from './use-job-photos';
