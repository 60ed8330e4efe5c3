import { defineMessages } from '@formatjs/intl';

/** What the jobs module's errors say (docs/languages.md): answered in the language of whoever asked. */
export const jobsMessages = defineMessages({
  changedMeanwhile: { id: 'api.error.jobs.changed-meanwhile', defaultMessage: 'This job changed in the meantime. Reload it to see where it stands.' },
  startedCannotCancel: { id: 'api.error.jobs.started-cannot-cancel', defaultMessage: 'This job has already started, so it can no longer be cancelled here. Contact the market team.' },
  startedCannotMove: { id: 'api.error.jobs.started-cannot-move', defaultMessage: 'This job has already started, so it can no longer be moved.' },
  noSuchHold: { id: 'api.error.jobs.no-such-hold', defaultMessage: 'There is no such hold.' },
  holdGivenBack: { id: 'api.error.jobs.hold-given-back', defaultMessage: 'This hold was given back. Please choose a time again.' },
  holdUsed: { id: 'api.error.jobs.hold-used', defaultMessage: 'This hold was already used for another booking. Please choose a time again.' },
  addressOutsideMarket: { id: 'api.error.jobs.address-outside-market', defaultMessage: 'This address is outside {market}.' },
  postalCodeNotServed: { id: 'api.error.jobs.postal-code-not-served', defaultMessage: '{market} does not serve this postal code' },
  describeTheJob: { id: 'api.error.jobs.describe-the-job', defaultMessage: 'Describe the job for the provider' },
  descriptionTooLong: { id: 'api.error.jobs.description-too-long', defaultMessage: 'That description is too long' },
  servicesChanged: { id: 'api.error.jobs.services-changed', defaultMessage: 'The services changed since this time was held. Please choose a time again.' },
  durationChanged: { id: 'api.error.jobs.duration-changed', defaultMessage: 'These services now take a different time. Please choose a time again.' },
  holdTooSoon: { id: 'api.error.jobs.hold-too-soon', defaultMessage: 'This hold has ended and its time is too soon now. Please choose a time again.' },
  alreadyAtThisTime: { id: 'api.error.jobs.already-at-this-time', defaultMessage: 'The job is already at this time' },
  timeNotAvailable: { id: 'api.error.jobs.time-not-available', defaultMessage: 'That time is not available. Please choose another.' },
  alreadyRated: { id: 'api.error.jobs.already-rated', defaultMessage: 'You have already rated this job.' },
  ratedOnceCompleted: { id: 'api.error.jobs.rated-once-completed', defaultMessage: 'A job can be rated once it is completed.' },
  onlyCustomerRates: { id: 'api.error.jobs.only-customer-rates', defaultMessage: 'Only the customer who booked this job can rate it.' },
  // Who may take a step, by the step (transitions.ts's `by`).
  wrongActor: {
    id: 'api.error.jobs.wrong-actor',
    defaultMessage:
      'Only {action, select, accept {provider or manager} decline {provider} timeout {system} assign {manager} unassign {manager or system} cancel {customer or provider or manager} reschedule {customer or manager} other {provider or manager}} can do that.',
  },
  // A step the job's status does not allow: "A completed job cannot be cancelled."
  wrongStatus: {
    id: 'api.error.jobs.wrong-status',
    defaultMessage:
      '{status, select, requested {A requested job} confirmed {A confirmed job} in_progress {A job in progress} completed {A completed job} cancelled {A cancelled job} no_show {A no-show job} unassigned {An unassigned job} other {This job}} cannot be {action, select, accept {accepted} decline {declined} timeout {timed out} assign {assigned to a provider} unassign {unassigned} start {started} complete {completed} cancel {cancelled} noShow {marked as a no-show} reschedule {rescheduled} other {changed}}.',
  },
});
