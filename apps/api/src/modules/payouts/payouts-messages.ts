import { defineMessages } from '@formatjs/intl';

/** What the provider payments endpoint answers when it refuses (docs/languages.md). */
export const payoutsMessages = defineMessages({
  onlyProviderSeesPayments: { id: 'api.error.payouts.only-provider-sees-payments', defaultMessage: "Only the provider and admins can see a provider's payments." },
  // Why a payout failed, on the provider's payments page: the bank refused it (the gateway's own words stay in the record).
  bankRefused: { id: 'api.payouts.bank-refused', defaultMessage: 'The bank refused the transfer: check the bank account we pay you to.' },
});
