import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type Ref } from 'react';
import type { JobPayment, PaymentMethod } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import type { CardTokeniser } from '../../../lib/card-tokeniser';
import { heldPayment as held, jobDetail } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { JobPaymentSection } from './job-payment-section';

const invoice = { id: '5b0f3c1e-8a43-4a51-9c55-3f1f1f7a0c11', number: 'NYC-000042', status: 'open' as const, totalMinor: 15432 };
const failed: JobPayment = { ...held, status: 'failed', authorisedMinor: 0, card: { brand: 'Visa', last4: '0341' }, failureMessage: 'The card issuer refused the payment when it was taken.', canPay: true, invoice };
const paid: JobPayment = { ...held, status: 'captured', authorisedMinor: 0, capturedMinor: 15432, netMinor: 15432, invoice: { ...invoice, status: 'paid' } };

/** The gateway's card field, reduced to its contract: tokenise() hands back this card. */
function StubCard({ ref, declined, method }: { ref: Ref<CardTokeniser>; declined: string | null; method: PaymentMethod }) {
  useImperativeHandle(ref, () => ({ tokenise: async () => method }));
  return <p data-testid="card">{declined ?? 'card field'}</p>;
}
const visa = { id: 'pm_test_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 };

function renderSection(method: PaymentMethod = visa) {
  return renderWithProviders(<JobPaymentSection jobId={jobDetail.id} timeZone="America/New_York" renderCard={(card) => <StubCard {...card} method={method} />} />);
}

beforeEach(() => jest.clearAllMocks());

describe('JobPaymentSection', () => {
  it('says the total is held on the card, with the card masked in replay and only the amounts that are not zero', async () => {
    fakeApi({ 'payments.jobPayment': () => held });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(section).findByText('Authorised')).toBeInTheDocument();
    expect(section).toHaveTextContent('Test mode: no real money moves');
    expect(section).toHaveTextContent('The total is held on your card; it is taken when the job is done.');
    expect(within(section).getByText(/Visa •••• 4242/).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(within(section).getByRole('term')).toHaveTextContent('Held on your card');
    expect(within(section).getByRole('definition')).toHaveTextContent('$154.32');
    expect(within(section).queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(callsTo('payments.jobPayment')).toEqual([expect.objectContaining({ params: { jobId: jobDetail.id } })]);
  });

  it('lists refunds with their reason, date and credit note, and the invoice number', async () => {
    fakeApi({
      'payments.jobPayment': () => ({
        ...paid,
        status: 'partially_refunded',
        refundedMinor: 5000,
        netMinor: 10432,
        refunds: [{ id: '0b9f3c1e-8a43-4a51-9c55-3f1f1f7a0c12', amountMinor: 5000, reason: 'One room was skipped', status: 'succeeded', at: '2026-03-03T15:00:00.000Z', creditNoteNumber: 'NYC-CN-000003', by: null }],
      }),
    });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(section).findByText('Partly refunded')).toBeInTheDocument();
    expect(within(section).getAllByRole('term').map((term) => term.textContent)).toEqual(['Paid', 'Refunded', 'Paid after refunds']);
    const refunds = within(section).getByRole('region', { name: 'Refunds' });
    expect(refunds).toHaveTextContent('$50.00 refunded on Mar 3, 2026 (credit note NYC-CN-000003)One room was skipped');
    expect(section).toHaveTextContent('Invoice NYC-000042: paid');
  });

  it('after a failed capture, says why and lets the customer pay with another card', async () => {
    fakeApi({ 'payments.jobPayment': () => failed, 'payments.pay': () => paid });
    renderSection();
    const section = await screen.findByRole('region', { name: 'Payment' });
    expect(await within(section).findByText('The card issuer refused the payment when it was taken.')).toBeInTheDocument();
    expect(within(section).getByRole('list', { name: 'Test cards' })).toBeInTheDocument();
    await userEvent.click(within(section).getByRole('button', { name: 'Pay $154.32' }));
    expect(await within(section).findByText('Paid', { selector: 'dt' })).toBeInTheDocument();
    expect(section).toHaveTextContent('Invoice NYC-000042: paid');
    expect(within(section).queryByRole('button', { name: /Pay/ })).toBeNull();
    expect(callsTo('payments.pay')).toEqual([{ params: { jobId: jobDetail.id }, body: { paymentMethod: 'pm_test_visa', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) } }]);
  });

  it('shows a declined card at the card field and uses a fresh key for the next attempt', async () => {
    let attempt = 0;
    fakeApi({
      'payments.jobPayment': () => failed,
      'payments.pay': () => {
        attempt += 1;
        if (attempt === 1) throw new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined. Please use another card.');
        return paid;
      },
    });
    renderSection();
    const pay = await screen.findByRole('button', { name: 'Pay $154.32' });
    await userEvent.click(pay);
    expect(await screen.findByTestId('card')).toHaveTextContent('Your card was declined. Please use another card.');
    await userEvent.click(pay);
    await waitFor(() => expect(callsTo('payments.pay')).toHaveLength(2));
    const keys = callsTo('payments.pay').map((call) => (call?.body as { idempotencyKey: string }).idempotencyKey);
    expect(keys[0]).not.toBe(keys[1]);
  });

  it('offers to try again when the payment could not be loaded', async () => {
    fakeApi({
      'payments.jobPayment': () => {
        throw new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable.');
      },
    });
    renderSection();
    expect(await screen.findByText('We could not load the payment')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
