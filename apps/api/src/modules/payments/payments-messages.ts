import { defineMessages } from '@formatjs/intl';

/** What the payment endpoints answer when they refuse (docs/languages.md): in the language of whoever asked. */
export const paymentsMessages = defineMessages({
  // A card refusal, by the gateway's code; other gateway answers keep the gateway's own words.
  cardDeclined: { id: 'api.error.payments.card-declined', defaultMessage: 'Your card was declined. Please use another card.' },
  insufficientFunds: { id: 'api.error.payments.insufficient-funds', defaultMessage: 'Your card has insufficient funds. Please use another card.' },
  paymentMethodNotFound: { id: 'api.error.payments.payment-method-not-found', defaultMessage: 'Payment method not found.' },
  paymentMethodNotFoundField: { id: 'api.error.payments.payment-method-not-found-field', defaultMessage: 'Payment method not found' },
  onlyCustomerPays: { id: 'api.error.payments.only-customer-pays', defaultMessage: 'Only the customer who booked can pay for this job.' },
  nothingToPay: { id: 'api.error.payments.nothing-to-pay', defaultMessage: 'There is nothing to pay for this job yet: it is invoiced when it is completed.' },
  useTestCard: { id: 'api.error.payments.use-test-card', defaultMessage: 'In test mode, use a test card, e.g. 4242 4242 4242 4242' },
  notTestCard: { id: 'api.error.payments.not-test-card', defaultMessage: 'This card is not a test card.' },
  cardExpiredField: { id: 'api.error.payments.card-expired-field', defaultMessage: 'This card has expired' },
  cardExpired: { id: 'api.error.payments.card-expired', defaultMessage: 'This card has expired.' },
  // The gateway refused the request itself (not the bank): nothing the customer did.
  paymentRefused: { id: 'api.error.payments.payment-refused', defaultMessage: 'The payment could not be made. Please try again later.' },
  // Why a payment failed, on the job page: the card refused when the money was taken (its gateway's words stay in the record).
  captureRefused: { id: 'api.payments.capture-refused', defaultMessage: 'The card issuer refused the payment when it was taken.' },
  // Whom a refund names once its manager's account is gone.
  formerManager: { id: 'api.payments.former-manager', defaultMessage: 'A former manager' },
});
