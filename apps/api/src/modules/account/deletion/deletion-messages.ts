import { defineMessages } from '@marketplace/contracts/messages';

/** What the deletion screen says, in the reader's language (docs/languages.md). */
export const deletionMessages = defineMessages({
  jobOf: { id: 'api.deletion.job-of', defaultMessage: '{services} of {day}' },
  customerJobUnderWay: { id: 'api.deletion.customer-job-under-way', defaultMessage: 'Your {job} is under way. You can delete your account once it is finished.' },
  providerJobUnderWay: { id: 'api.deletion.provider-job-under-way', defaultMessage: 'You are doing the {job}. Finish it first; then you can delete your account.' },
  jobNotClosed: {
    id: 'api.deletion.job-not-closed',
    defaultMessage: 'The {job} has started but is not closed yet. Once it is finished or closed by the market team, you can delete your account.',
  },
  payoutPending: {
    id: 'api.deletion.payout-pending',
    defaultMessage: '{amount} of your earnings is not paid out yet. It goes out with the weekly payout (next: {payday}); you can delete your account after that.',
  },
  unpaidInvoice: { id: 'api.deletion.unpaid-invoice', defaultMessage: "Invoice {number} ({amount}) is not paid yet. Pay it on the job's page first." },
  problemOpen: {
    id: 'api.deletion.problem-open',
    defaultMessage: 'A problem reported with one of your jobs is still open. Once the market team has resolved it, you can delete your account.',
  },
  lastAdmin: { id: 'api.deletion.last-admin', defaultMessage: 'You are the only admin. Make someone else an admin first, so the site is not left without one.' },
  keptInvoices: {
    id: 'api.deletion.kept-invoices',
    defaultMessage:
      'Invoices, credit notes, payments and the bookkeeping records of your jobs, with the name and address printed on each invoice: kept for 10 years after the end of the year they were issued, as tax law requires.',
  },
  keptPayouts: {
    id: 'api.deletion.kept-payouts',
    defaultMessage: 'Your payouts and the earnings behind them: kept for 10 years, like invoices. Your profile disappears from every market at once.',
  },
  keptReviews: { id: 'api.deletion.kept-reviews', defaultMessage: 'Your reviews stay on the providers’ profiles, signed “A former customer”.' },
  keptJobs: {
    id: 'api.deletion.kept-jobs',
    defaultMessage: 'Past jobs stay in the providers’ and markets’ records without your name, contact details, notes or street address (the area stays, for the market’s statistics).',
  },
  keptSecurityLog: {
    id: 'api.deletion.kept-security-log',
    defaultMessage: 'The security log’s entries about your account (logins and where they came from) stay as the site’s audit trail for 13 months, then are deleted.',
  },
});
