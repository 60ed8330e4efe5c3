import { defineMessages } from '@formatjs/intl';

/** What the market team's application review answers when it refuses (docs/languages.md). */
export const providerReviewMessages = defineMessages({
  onlyManagersSeeProviders: { id: 'api.error.provider-review.only-managers-see-providers', defaultMessage: 'Only the managers of this market can see its providers and applications.' },
  // Where an application that cannot be decided stands ("submitted": another reviewer's decision is not committed yet).
  notWaiting: {
    id: 'api.error.provider-review.not-waiting',
    defaultMessage:
      'This application is not waiting for a decision: it {status, select, draft {is still a draft} submitted {is being decided by someone else right now} changes_requested {is waiting for the applicant’s changes} approved {was already approved} rejected {was already rejected} other {has changed}}. Only a submitted application can be decided. Reload it to see where it stands.',
  },
  // Who acted on an application, once their account is gone.
  formerUser: { id: 'api.provider-review.former-user', defaultMessage: 'A former user' },
});
