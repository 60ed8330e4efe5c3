import { defineMessages } from '@formatjs/intl';

/** What the problem endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const problemsMessages = defineMessages({
  onlyCustomerReports: { id: 'api.error.problems.only-customer-reports', defaultMessage: 'Only the customer who booked the job can report a problem with it.' },
  notCompleted: { id: 'api.error.problems.not-completed', defaultMessage: 'A problem can be reported once the job is completed.' },
  windowClosed: { id: 'api.error.problems.window-closed', defaultMessage: 'A problem can be reported within {hours} hours after the job was completed.' },
  alreadyOpen: { id: 'api.error.problems.already-open', defaultMessage: 'A problem with this job is already open: add to it instead.' },
  noSuchCase: { id: 'api.error.problems.no-such-case', defaultMessage: 'This job has no such problem case.' },
  resolved: { id: 'api.error.problems.resolved', defaultMessage: 'This problem case is already resolved.' },
  onlyTeamAsks: { id: 'api.error.problems.only-team-asks', defaultMessage: 'Only the market team can ask the customer or the provider.' },
  teamAsksInstead: { id: 'api.error.problems.team-asks-instead', defaultMessage: 'The market team asks the customer or the provider instead of answering.' },
  onlyTeamResolves: { id: 'api.error.problems.only-team-resolves', defaultMessage: 'Only the market team can resolve a problem case.' },
  enterTheAmount: { id: 'api.error.problems.enter-the-amount', defaultMessage: 'Enter the amount to refund' },
  noAmountHere: { id: 'api.error.problems.no-amount-here', defaultMessage: 'Only a partial refund takes an amount' },
  nothingToRefund: { id: 'api.error.problems.nothing-to-refund', defaultMessage: 'Nothing is left to refund for this job: resolve it without a refund.' },
  onlyCustomerAddsPhotos: { id: 'api.error.problems.only-customer-adds-photos', defaultMessage: 'Only the customer who reported the problem can add photos to it.' },
  tooManyPhotos: { id: 'api.error.problems.too-many-photos', defaultMessage: 'A problem report can have at most {count} photos.' },
  noSuchPhoto: { id: 'api.error.problems.no-such-photo', defaultMessage: 'This problem case has no such photo.' },
  beingResolved: { id: 'api.error.problems.being-resolved', defaultMessage: 'Someone else is resolving this case. Reload the page to see it.' },
});
