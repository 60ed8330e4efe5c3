import { defineMessages } from '@formatjs/intl';

/** What the provider's job endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const providerJobsMessages = defineMessages({
  suspendedCannotAccept: {
    id: 'api.error.provider-jobs.suspended-cannot-accept',
    defaultMessage: 'You are suspended in {market}: you cannot accept its work. The market will give this job to someone else.',
  },
  answerTimePassed: { id: 'api.error.provider-jobs.answer-time-passed', defaultMessage: 'The time to answer this request has passed: it goes back to the market.' },
  startTooEarly: { id: 'api.error.provider-jobs.start-too-early', defaultMessage: 'A job can be started from {minutes} minutes before its start time.' },
  timeOver: {
    id: 'api.error.provider-jobs.time-over',
    defaultMessage: 'This job’s time is over: it can no longer be started. Mark it as a no-show or contact the market.',
  },
  noShowTooEarly: { id: 'api.error.provider-jobs.no-show-too-early', defaultMessage: 'A no-show can be recorded once the start time has passed.' },
  startTimePassed: { id: 'api.error.provider-jobs.start-time-passed', defaultMessage: 'This job’s start time has passed: mark it as a no-show or contact the market.' },
  forProviders: { id: 'api.error.provider-jobs.for-providers', defaultMessage: 'This is for providers.' },
  tooManyNotes: { id: 'api.error.provider-jobs.too-many-notes', defaultMessage: 'A job can have at most {count} notes.' },
});
