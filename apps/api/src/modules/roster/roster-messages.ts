import { defineMessages } from '@formatjs/intl';

/** What the market's provider roster answers when it refuses (docs/languages.md): in the language of whoever asked. */
export const rosterMessages = defineMessages({
  noSuchProviderHere: { id: 'api.error.roster.no-such-provider-here', defaultMessage: 'There is no such provider in this market.' },
  alreadySuspended: { id: 'api.error.roster.already-suspended', defaultMessage: '{provider} is already suspended in {market}.' },
  notSuspended: { id: 'api.error.roster.not-suspended', defaultMessage: '{provider} is not suspended in {market}.' },
  onlyProviderPauses: { id: 'api.error.roster.only-provider-pauses', defaultMessage: 'Only the provider can pause or resume themselves.' },
  alreadyPaused: { id: 'api.error.roster.already-paused', defaultMessage: 'You are already paused.' },
  notPaused: { id: 'api.error.roster.not-paused', defaultMessage: 'You are not paused.' },
  // Who changed a provider's status, once their account is gone.
  formerUser: { id: 'api.roster.former-user', defaultMessage: 'A former user' },
});
