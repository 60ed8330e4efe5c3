import '@marketplace/test-support/resize-observer';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useImperativeHandle, type Ref } from 'react';
import type { PaymentMethod, Tip } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import type { CardTokeniser } from '../../../lib/card-tokeniser';
import { givenTip, jobDetail, openTips } from '../../../test/fixtures';
import { renderWithProviders } from '../../../test/render';
import { TipPanel } from './tip-panel';

/** The gateway's card field, reduced to its contract: tokenise() hands back this card. */
function StubCard({ ref, declined }: { ref: Ref<CardTokeniser>; declined: string | null }) {
  useImperativeHandle(ref, () => ({ tokenise: async () => visa }));
  return <p data-testid="card">{declined ?? 'card field'}</p>;
}
const visa: PaymentMethod = { id: 'pm_test_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 };

/** The panel once the tips are read (while loading it has the same title). */
async function loadedPanel() {
  await screen.findByRole('button', { name: 'Review the tip' });
  return screen.getByRole('region', { name: 'Add a tip' });
}
const renderPanel = () => renderWithProviders(<TipPanel jobId={jobDetail.id} timeZone="America/New_York" renderCard={(card) => <StubCard {...card} />} />);

beforeEach(() => jest.clearAllMocks());

describe('TipPanel', () => {
  it('offers the suggested amounts, confirms the exact amount and the provider, then thanks the customer and lists the tip', async () => {
    fakeApi({ 'tips.list': inTurn(openTips, { ...openTips, tips: [givenTip], maxMinor: 15432 - 2300 }), 'tips.give': () => givenTip });
    renderPanel();
    const panel = await loadedPanel();
    expect(panel).toHaveTextContent('Thank Maria Alvarez with a tip: all of it goes to them.');
    expect(panel).toHaveTextContent('Test mode: no real money moves');
    const amounts = within(panel).getByRole('radiogroup', { name: 'Tip' });
    expect(within(amounts).getAllByRole('radio').map((radio) => radio.closest('div')?.textContent)).toEqual(['$15.00', '$23.00', '$31.00', 'Another amount']);
    // The middle suggestion (15 %) is chosen to begin with.
    expect(within(amounts).getByRole('radio', { name: '$23.00' })).toBeChecked();
    await userEvent.click(within(panel).getByRole('button', { name: 'Review the tip' }));

    expect(await within(panel).findByText('Tip $23.00 to Maria Alvarez?')).toBeInTheDocument();
    expect(within(panel).getByText('Visa •••• 4242').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(callsTo('tips.give')).toEqual([]);
    await userEvent.click(within(panel).getByRole('button', { name: 'Tip $23.00' }));

    expect(await screen.findByText('You tipped $23.00 — thank you')).toBeInTheDocument();
    expect(callsTo('tips.give')).toEqual([{ params: { jobId: jobDetail.id }, body: { amountMinor: 2300, paymentMethod: 'pm_test_visa', idempotencyKey: expect.stringMatching(/^[0-9a-f-]{36}$/) } }]);
    const given = await screen.findByRole('region', { name: 'Your tips' });
    expect(given).toHaveTextContent('$23.00 on Mar 3, 2026');
  });

  it('reads another amount from its digits and says what is wrong with it', async () => {
    fakeApi({ 'tips.list': () => openTips, 'tips.give': () => ({ ...givenTip, amountMinor: 1229 }) });
    renderPanel();
    const panel = await loadedPanel();
    await userEvent.click(within(panel).getByRole('radio', { name: 'Another amount' }));
    const amount = within(panel).getByRole('textbox', { name: 'Amount (USD)' });
    await userEvent.type(amount, '0.5');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review the tip' }));
    expect(amount).toHaveAccessibleDescription(expect.stringContaining('A tip is at least $1.00'));
    await userEvent.clear(amount);
    await userEvent.type(amount, '12.29');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review the tip' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Tip $12.29' }));
    expect(await screen.findByText('You tipped $12.29 — thank you')).toBeInTheDocument();
    expect(callsTo('tips.give')[0]?.body).toMatchObject({ amountMinor: 1229 });
  });

  it('shows a refused card at the card field and tries again with a fresh key', async () => {
    const declined = new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined. Please use another card.');
    fakeApi({ 'tips.list': () => openTips, 'tips.give': inTurn<Tip>(declined, givenTip) });
    renderPanel();
    const panel = await loadedPanel();
    await userEvent.click(within(panel).getByRole('button', { name: 'Review the tip' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Tip $23.00' }));
    expect(await within(panel).findByTestId('card')).toHaveTextContent('Your card was declined. Please use another card.');
    await userEvent.click(within(panel).getByRole('button', { name: 'Review the tip' }));
    await userEvent.click(await within(panel).findByRole('button', { name: 'Tip $23.00' }));
    expect(await screen.findByText('You tipped $23.00 — thank you')).toBeInTheDocument();
    const [first, second] = callsTo('tips.give').map((call) => call.body?.idempotencyKey);
    expect(first).not.toBe(second);
  });

  it('lists the tips without the form once no more can be given, and shows nothing when there never were any', async () => {
    fakeApi({ 'tips.list': () => ({ ...openTips, tips: [{ ...givenTip, status: 'partially_refunded', refundedMinor: 500 }], suggestionsMinor: [], maxMinor: 0, can: { tip: false } }) });
    const { unmount } = renderPanel();
    const panel = await screen.findByRole('region', { name: 'Tips' });
    await within(panel).findByText(/refunded/);
    expect(panel).toHaveTextContent('$23.00 on Mar 3, 2026, $5.00 refunded');
    expect(within(panel).queryByRole('button', { name: 'Review the tip' })).toBeNull();
    unmount();
    fakeApi({ 'tips.list': () => ({ ...openTips, suggestionsMinor: [], maxMinor: 0, can: { tip: false } }) });
    renderPanel();
    await waitFor(() => expect(callsTo('tips.list')).toHaveLength(2));
    await waitFor(() => expect(screen.queryByRole('region')).toBeNull());
  });
});
