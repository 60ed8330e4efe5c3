import { defineMessages } from '@formatjs/intl';

/** What the provider payments endpoint answers when it refuses (docs/languages.md). */
export const payoutsMessages = defineMessages({
  onlyProviderSeesPayments: { id: 'api.error.payouts.only-provider-sees-payments', defaultMessage: "Only the provider and admins can see a provider's payments." },
});
