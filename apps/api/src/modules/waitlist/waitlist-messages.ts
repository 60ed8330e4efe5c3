import { defineMessages } from '@formatjs/intl';

/** What the waitlist endpoints answer when they refuse (docs/languages.md). */
export const waitlistMessages = defineMessages({
  linkNotValid: { id: 'api.error.waitlist.link-not-valid', defaultMessage: 'This link is not valid any more. Nothing was changed.' },
});
