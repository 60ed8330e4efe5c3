import { defineMessages } from '@formatjs/intl';

/** What the provider endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const providersMessages = defineMessages({
  cannotSeeHours: { id: 'api.error.providers.cannot-see-hours', defaultMessage: "You cannot see this provider's hours." },
  onlyProviderHours: { id: 'api.error.providers.only-provider-hours', defaultMessage: 'Only the provider can change their hours.' },
});
