import { defineMessages } from '@marketplace/contracts/messages';

/** The words of a problem case's messages (docs/problems.md), with the job messages' arguments (job-message-words.ts). */
export const problemWords = defineMessages({
  reportedSubject: { id: 'api.problem.reported.subject', defaultMessage: 'Problem reported: {what} on {day}' },
  reportedProviderSummary: {
    id: 'api.problem.reported.provider.summary',
    defaultMessage: '{customer} reported a problem with {what} on {when}. Your earnings from this job are held until the market team resolves it; answer on the job’s page.',
  },
  reportedManagerSummary: { id: 'api.problem.reported.manager.summary', defaultMessage: '{customer} reported a problem with job {ref} ({what} on {when}). Resolve it in {market}’s job desk.' },
  stepSubject: { id: 'api.problem.step.subject', defaultMessage: 'News on the problem with {what} on {day}' },
  stepSummary: { id: 'api.problem.step.summary', defaultMessage: 'There is a new message on the problem case of job {ref}. Read it and answer on the job’s page.' },
  resolvedSubject: { id: 'api.problem.resolved.subject', defaultMessage: 'Problem resolved: {what} on {day}' },
  resolvedSummary: { id: 'api.problem.resolved.summary', defaultMessage: 'The market team resolved the problem case of job {ref}. The decision and its reason are on the job’s page.' },
});
