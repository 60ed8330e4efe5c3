import { defineMessages } from '@marketplace/contracts/messages';

/**
 * The words of a job's messages (job-messages.ts picks them per event and audience). Arguments:
 * `what` the job in a few words, `day` its day, `at` day and start with the zone, `when` the whole
 * visit with the zone, `provider` the provider's name (or "Your provider"), `customer`, `market`,
 * `ref` the job's reference, `where` its address (or area), `before` a reschedule's old time.
 */
export const jobWords = defineMessages({
  yourProvider: { id: 'api.job.your-provider', defaultMessage: 'Your provider' },
  openJob: { id: 'api.job.open-job', defaultMessage: 'Open the job' },

  bookedCustomerSubject: { id: 'api.job.booked.customer.subject', defaultMessage: 'Booking received: your {what} on {day}' },
  bookedCustomerFinding: { id: 'api.job.booked.customer.finding', defaultMessage: 'Your {what} on {when} is booked. We are finding a provider and will tell you who is coming.' },
  bookedCustomerRequested: { id: 'api.job.booked.customer.requested', defaultMessage: 'Your {what} on {when} is booked. {provider} will confirm it soon; we will tell you when they do.' },
  bookedCustomerConfirmed: { id: 'api.job.booked.customer.confirmed', defaultMessage: 'Your {what} with {provider} on {when} is booked.' },
  bookedProviderSubject: { id: 'api.job.booked.provider.subject', defaultMessage: 'New job request: {what} on {at}' },
  bookedProviderSummary: { id: 'api.job.booked.provider.summary', defaultMessage: '{customer} asked you for {what} on {when}. Please accept or decline it soon.' },
  bookedProviderAction: { id: 'api.job.booked.provider.action', defaultMessage: 'Accept or decline' },
  bookedManagerSubject: { id: 'api.job.booked.manager.subject', defaultMessage: 'New job in {market}: {what} on {day}' },
  bookedManagerSummary: {
    id: 'api.job.booked.manager.summary',
    defaultMessage: '{hasProvider, select, yes {{customer} booked {what} for {when}, with {provider}.} other {{customer} booked {what} for {when}, with no provider yet.}}',
  },

  confirmedSubject: { id: 'api.job.confirmed.subject', defaultMessage: 'Your {what} on {day} is confirmed' },
  confirmedSummary: { id: 'api.job.confirmed.summary', defaultMessage: '{provider} accepted your job and will come on {when}.' },

  unassignedCustomerSubject: { id: 'api.job.unassigned.customer.subject', defaultMessage: 'We are finding a new provider for your {what} on {day}' },
  unassignedCustomerSummary: {
    id: 'api.job.unassigned.customer.summary',
    defaultMessage: '{provider} can’t take your job on {when}. We are looking for another provider; you don’t need to do anything.',
  },
  unassignedProviderSubject: { id: 'api.job.unassigned.provider.subject', defaultMessage: 'Job {ref} is no longer assigned to you' },
  unassignedProviderSummary: { id: 'api.job.unassigned.provider.summary', defaultMessage: 'The {what} for {customer} on {when} went back to the market’s team.' },
  unassignedProviderAction: { id: 'api.job.unassigned.provider.action', defaultMessage: 'Open your provider area' },
  unassignedManagerSubject: { id: 'api.job.unassigned.manager.subject', defaultMessage: 'Job {ref} needs a provider' },
  unassignedManagerSummary: { id: 'api.job.unassigned.manager.summary', defaultMessage: '{customer}’s {what} on {when} has no provider. Assign one in {market}’s job desk.' },
  unassignedManagerAction: { id: 'api.job.unassigned.manager.action', defaultMessage: 'Assign a provider' },

  reminderCustomerSubject: { id: 'api.job.reminder.customer.subject', defaultMessage: 'Reminder: your {what} on {at}' },
  reminderCustomerWithProvider: { id: 'api.job.reminder.customer.with-provider', defaultMessage: '{provider} comes on {when}.' },
  reminderCustomerNoProvider: { id: 'api.job.reminder.customer.no-provider', defaultMessage: 'Your job is on {when}.' },
  reminderProviderSubject: { id: 'api.job.reminder.provider.subject', defaultMessage: 'Reminder: {what} for {customer} on {at}' },
  reminderProviderRequest: { id: 'api.job.reminder.provider.request', defaultMessage: 'The job in {where} on {when} still waits for your answer.' },
  reminderProviderExpected: { id: 'api.job.reminder.provider.expected', defaultMessage: 'You are expected at {where} on {when}.' },

  rescheduledCustomerSubject: { id: 'api.job.rescheduled.customer.subject', defaultMessage: 'Your {what} moved to {at}' },
  rescheduledCustomerSummary: {
    id: 'api.job.rescheduled.customer.summary',
    defaultMessage: '{moved, select, yes {Your job is now on {when}, instead of {before}.} other {Your job is now on {when}.}}',
  },
  rescheduledProviderSubject: { id: 'api.job.rescheduled.provider.subject', defaultMessage: 'Job moved: {what}, now {at}' },
  rescheduledProviderSummary: {
    id: 'api.job.rescheduled.provider.summary',
    defaultMessage: '{moved, select, yes {The job is now on {when}, instead of {before}.} other {The job is now on {when}.}}',
  },
  rescheduledManagerSubject: { id: 'api.job.rescheduled.manager.subject', defaultMessage: 'Job {ref} moved to {at}' },
  rescheduledManagerSummary: {
    id: 'api.job.rescheduled.manager.summary',
    defaultMessage: '{moved, select, yes {{customer}’s {what} is now on {when}, instead of {before}.} other {{customer}’s {what} is now on {when}.}}',
  },

  missedCustomerSubject: { id: 'api.job.missed.customer.subject', defaultMessage: 'Missed visit: your {what} on {day}' },
  missedCustomerSummary: { id: 'api.job.missed.customer.summary', defaultMessage: 'The visit on {when} was recorded as missed. The job page shows what happens next.' },
  missedProviderSubject: { id: 'api.job.missed.provider.subject', defaultMessage: 'Missed visit recorded: {what} for {customer} on {day}' },
  missedProviderSummary: { id: 'api.job.missed.provider.summary', defaultMessage: 'The visit on {when} was recorded as missed.' },
  missedManagerSubject: { id: 'api.job.missed.manager.subject', defaultMessage: 'Job {ref}: missed visit on {day}' },
  missedManagerSummary: { id: 'api.job.missed.manager.summary', defaultMessage: '{customer}’s {what} on {when} was recorded as missed.' },

  cancelledCustomerSubject: { id: 'api.job.cancelled.customer.subject', defaultMessage: 'Your {what} on {day} is cancelled' },
  cancelledCustomerSummary: { id: 'api.job.cancelled.customer.summary', defaultMessage: 'Your job on {when} is cancelled.' },
  cancelledProviderSubject: { id: 'api.job.cancelled.provider.subject', defaultMessage: 'Job cancelled: {what} for {customer} on {day}' },
  cancelledProviderSummary: { id: 'api.job.cancelled.provider.summary', defaultMessage: 'You are no longer expected at {customer}’s on {when}.' },
  cancelledManagerSubject: { id: 'api.job.cancelled.manager.subject', defaultMessage: 'Job {ref} was cancelled' },
  cancelledManagerSummary: { id: 'api.job.cancelled.manager.summary', defaultMessage: '{customer}’s {what} on {when} is cancelled.' },

  startedSubject: { id: 'api.job.started.subject', defaultMessage: '{provider} started your {what}' },
  startedSummary: { id: 'api.job.started.summary', defaultMessage: 'Your job of {day} is under way.' },

  completedSubject: { id: 'api.job.completed.subject', defaultMessage: 'Your {what} is done' },
  completedSummary: { id: 'api.job.completed.summary', defaultMessage: '{provider} finished your job of {day}. How did it go? You can leave a review on the job page.' },
  completedAction: { id: 'api.job.completed.action', defaultMessage: 'Leave a review' },

  becauseCustomer: { id: 'api.job.because.customer', defaultMessage: 'You get this email because you booked this job on Handyhub.' },
  becauseProvider: { id: 'api.job.because.provider', defaultMessage: 'You get this email because this job is (or was) assigned to you on Handyhub.' },
  becauseManager: { id: 'api.job.because.manager', defaultMessage: 'You get this email because you manage {market} on Handyhub.' },
});

/** The labels of a job message's facts. */
export const jobDetailLabels = defineMessages({
  newTime: { id: 'api.job.detail.new-time', defaultMessage: 'New time' },
  when: { id: 'api.job.detail.when', defaultMessage: 'When' },
  before: { id: 'api.job.detail.before', defaultMessage: 'Before' },
  services: { id: 'api.job.detail.services', defaultMessage: 'Services' },
  area: { id: 'api.job.detail.area', defaultMessage: 'Area' },
  where: { id: 'api.job.detail.where', defaultMessage: 'Where' },
  areaUntilAccepted: { id: 'api.job.detail.area-until-accepted', defaultMessage: '{area} (the full address once you accept)' },
  provider: { id: 'api.job.detail.provider', defaultMessage: 'Provider' },
  customer: { id: 'api.job.detail.customer', defaultMessage: 'Customer' },
  market: { id: 'api.job.detail.market', defaultMessage: 'Market' },
  reference: { id: 'api.job.detail.reference', defaultMessage: 'Reference' },
});
