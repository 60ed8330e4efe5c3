import { englishIntl } from '../../../test/intl';
import { paymentAmounts, paymentStatusWords } from './payment-words';

const intl = englishIntl();

describe('paymentStatusWords', () => {
  it('says each state in words, with the reason a payment failed', () => {
    expect(paymentStatusWords(intl, { status: 'authorized', failureMessage: null })).toEqual({ label: 'Authorised', detail: 'The total is held on your card; it is taken when the job is done.' });
    expect(paymentStatusWords(intl, { status: 'voided', failureMessage: null }).label).toBe('Released');
    expect(paymentStatusWords(intl, { status: 'failed', failureMessage: 'The card issuer refused the payment when it was taken.' })).toEqual({
      label: 'Payment failed',
      detail: 'The card issuer refused the payment when it was taken.',
      detailByApi: true,
    });
    expect(paymentStatusWords(intl, { status: 'failed', failureMessage: null })).toEqual({ label: 'Payment failed', detail: 'Your card could not be charged.' });
    expect(paymentStatusWords(intl, { status: 'partially_refunded', failureMessage: null }).label).toBe('Partly refunded');
  });
});

describe('paymentAmounts', () => {
  it('shows only the amounts that are not zero, and the net once something was refunded', () => {
    expect(paymentAmounts(intl, { authorisedMinor: 15432, capturedMinor: 0, refundedMinor: 0, netMinor: 0 })).toEqual([{ label: 'Held on your card', amountMinor: 15432 }]);
    expect(paymentAmounts(intl, { authorisedMinor: 0, capturedMinor: 15432, refundedMinor: 0, netMinor: 15432 })).toEqual([{ label: 'Paid', amountMinor: 15432 }]);
    expect(paymentAmounts(intl, { authorisedMinor: 0, capturedMinor: 15432, refundedMinor: 5000, netMinor: 10432 })).toEqual([
      { label: 'Paid', amountMinor: 15432 },
      { label: 'Refunded', amountMinor: 5000 },
      { label: 'Paid after refunds', amountMinor: 10432 },
    ]);
  });
});
