import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef, type RefObject } from 'react';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../../../test/render';
import { CardField, CardNotReady, type CardFieldHandle } from './card-field';

const visa = { id: 'pm_test_1', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 };

async function fillCard(number = '4242 4242 4242 4242', month = '12', year = '31', cvc = '123') {
  await userEvent.type(screen.getByLabelText(/Card number/), number);
  await userEvent.type(screen.getByLabelText(/Expiry month/), month);
  await userEvent.type(screen.getByLabelText(/Expiry year/), year);
  await userEvent.type(screen.getByLabelText(/Security code/), cvc);
}

/** The payment method, or what tokenise() was rejected with (inside act: the field re-renders meanwhile). */
async function tokenise(ref: RefObject<CardFieldHandle | null>): Promise<unknown> {
  let outcome: unknown;
  await act(async () => {
    outcome = await ref.current!.tokenise().catch((error: unknown) => error);
  });
  return outcome;
}

function renderCard(declined: string | null = null) {
  const ref = createRef<CardFieldHandle>();
  const view = renderWithProviders(<CardField ref={ref} declined={declined} />);
  return { ref, ...view };
}

beforeEach(() => jest.clearAllMocks());

describe('CardField', () => {
  it('asks for the card the way browsers autofill it, masked in replay', () => {
    fakeApi({});
    renderCard();
    expect(screen.getByLabelText(/Card number/)).toHaveAttribute('autocomplete', 'cc-number');
    expect(screen.getByLabelText(/Expiry month/)).toHaveAttribute('autocomplete', 'cc-exp-month');
    expect(screen.getByLabelText(/Expiry year/)).toHaveAttribute('autocomplete', 'cc-exp-year');
    expect(screen.getByLabelText(/Security code/)).toHaveAttribute('autocomplete', 'cc-csc');
    expect(screen.getByRole('group', { name: 'Card' }).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('tokenises the card and hands back only the payment method; the same card again is not sent twice', async () => {
    fakeApi({ 'payments.createTestPaymentMethod': () => visa });
    const { ref } = renderCard();
    await fillCard();
    expect(await tokenise(ref)).toEqual(visa);
    expect(callsTo('payments.createTestPaymentMethod')).toEqual([{ body: { number: '4242424242424242', expMonth: 12, expYear: 2031, cvc: '123' } }]);
    expect(await tokenise(ref)).toEqual(visa);
    expect(callsTo('payments.createTestPaymentMethod')).toHaveLength(1);
  });

  it('shows what is missing per field, focuses the first, and sends nothing', async () => {
    fakeApi({});
    const { ref } = renderCard();
    await userEvent.type(screen.getByLabelText(/Card number/), '4242');
    expect(await tokenise(ref)).toBeInstanceOf(CardNotReady);
    expect(screen.getByText('Enter the card number (12 to 19 digits)')).toBeInTheDocument();
    expect(screen.getByText('Enter the month (1–12)')).toBeInTheDocument();
    expect(screen.getByText('Enter the 3 or 4 digit security code')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
    expect(callsTo('payments.createTestPaymentMethod')).toEqual([]);
  });

  it('puts the API’s refusal on its field (not a test card, expired)', async () => {
    fakeApi({
      'payments.createTestPaymentMethod': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'This card has expired.', { expMonth: ['This card has expired'] });
      },
    });
    const { ref } = renderCard();
    await fillCard('4242424242424242', '01', '2020');
    expect(await tokenise(ref)).toBeInstanceOf(CardNotReady);
    expect(screen.getByLabelText(/Expiry month/)).toHaveAccessibleDescription(expect.stringContaining('This card has expired'));
  });

  it('says why when the gateway is out of reach', async () => {
    fakeApi({
      'payments.createTestPaymentMethod': () => {
        throw new ApiError(429, 'TOO_MANY_REQUESTS', 'Too many attempts. Try again in 5 minutes.');
      },
    });
    const { ref } = renderCard();
    await fillCard();
    expect(await tokenise(ref)).toBeInstanceOf(CardNotReady);
    expect(screen.getByRole('alert')).toHaveTextContent('Too many attempts. Try again in 5 minutes.');
  });

  it('shows a decline on the number and moves the focus there', () => {
    fakeApi({});
    renderCard('Your card was declined. Please use another card.');
    const number = screen.getByLabelText(/Card number/);
    expect(number).toHaveFocus();
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Your card was declined. Please use another card.'));
  });
});
