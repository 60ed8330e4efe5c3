import { defineMessages } from '@formatjs/intl';

/** What the market team's job desk answers when it refuses (docs/languages.md): in the language of whoever asked. */
export const jobDeskMessages = defineMessages({
  noSuchProviderField: { id: 'api.error.job-desk.no-such-provider-field', defaultMessage: 'There is no such provider' },
  alreadyHasJob: { id: 'api.error.job-desk.already-has-job', defaultMessage: '{provider} already has this job.' },
  doesNotOffer: {
    id: 'api.error.job-desk.does-not-offer',
    defaultMessage: '{provider} does not offer all of this job’s services in {market}, or is paused or suspended there. Pick someone else.',
  },
  notFree: { id: 'api.error.job-desk.not-free', defaultMessage: '{provider} is not free at that time (working hours, time off or another job). Pick someone else.' },
  justBooked: { id: 'api.error.job-desk.just-booked', defaultMessage: '{provider} was just booked at that time; pick someone else.' },
  providerSuspended: { id: 'api.error.job-desk.provider-suspended', defaultMessage: 'This provider is suspended in {market}: assign the job to someone else instead.' },
  companyWaivesFee: { id: 'api.error.job-desk.company-waives-fee', defaultMessage: 'A cancellation by the company costs the customer nothing: waive the fee' },
  startedCannotReassign: { id: 'api.error.job-desk.started-cannot-reassign', defaultMessage: 'This job has already started: it can no longer be given to someone else.' },
  assignProviderFirst: { id: 'api.error.job-desk.assign-provider-first', defaultMessage: 'Assign a provider first: a job is moved to another time of its provider.' },
  // Whom the desk names as the customer once their account is gone.
  formerCustomer: { id: 'api.job-desk.former-customer', defaultMessage: 'A former customer' },
});
