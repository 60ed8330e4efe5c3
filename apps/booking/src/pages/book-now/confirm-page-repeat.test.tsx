import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@marketplace/test-support/resize-observer';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import type { Quote } from '@marketplace/contracts';
import { fillTestCard, freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, jobDetail, nyc, quote } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import ConfirmPage from './confirm-page';

/** docs/repeat-business.md: "How often?" at the confirm step; New York gives 10 % off each visit of a plan. */
const nycWithPlans = { ...nyc, policies: { ...nyc.policies, planDiscountBps: 1000 } };
// 10 % of $135.00 off; fee (5 %) and tax (8.87 %) on the discounted subtotal.
const planQuote: Quote = { ...quote, discountMinor: 1350, subtotalMinor: 12150, serviceFeeMinor: 608, taxMinor: 1132, totalMinor: 13890 };
const visaMethod = { id: 'pm_test_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 };
const base: FakeHandlers = {
  'markets.get': () => nycWithPlans,
  'booking.quote': ({ body }) => (body?.repeat ? planQuote : quote),
  'payments.createTestPaymentMethod': () => visaMethod,
  'favourites.list': () => ({ providers: [] }),
};
const renderConfirm = () => renderWithProviders(<ConfirmPage />, { route: '/book-now/confirm', path: '/book-now/confirm', user: customer });

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft(completeDraft);
});
afterEach(() => jest.useRealTimers());

describe('ConfirmPage, how often', () => {
  it('books just once by default, and says what a plan saves', async () => {
    fakeApi(base);
    renderConfirm();
    const often = await screen.findByRole('radiogroup', { name: 'How often?' });
    expect(within(often).getByRole('radio', { name: 'Just once' })).toBeChecked();
    expect(within(often).getAllByRole('radio').map((radio) => radio.getAttribute('aria-checked'))).toEqual(['true', 'false', 'false', 'false']);
    expect(often).toHaveAccessibleDescription('Save 10% on every visit of a plan.');
    expect(await screen.findByRole('button', { name: 'Book and authorise $154.32' })).toBeInTheDocument();
    for (const call of callsTo('booking.quote')) expect(call).toEqual({ params: { marketId: 'nyc' }, body: { services: completeDraft.services } });
  });

  it('asks the price of a plan’s visit, shows its discount and total, keeps the choice, and places the booking with repeat', async () => {
    fakeApi({ ...base, 'jobs.place': () => ({ job: { ...jobDetail, status: 'requested', plan: { id: '77777777-7777-4777-8777-777777777777', everyWeeks: 2 } } }) });
    renderConfirm();
    await userEvent.click(await screen.findByRole('radio', { name: 'Every 2 weeks' }));

    const price = await screen.findByRole('table', { name: 'Price' });
    expect(await within(price).findByRole('row', { name: /^Plan discount/ })).toHaveTextContent('-$13.50');
    expect(within(price).getByRole('row', { name: /^Total/ })).toHaveTextContent('$138.90');
    expect(callsTo('booking.quote').at(-1)).toEqual({ params: { marketId: 'nyc' }, body: { services: completeDraft.services, repeat: { everyWeeks: 2 } } });
    expect(screen.getByText(/Your card is saved for the plan’s visits/)).toHaveTextContent('each visit is authorised on it when it is created and charged once it is done. You can skip, move, change, pause or end the plan from My jobs.');

    // Kept in the draft like its other parts: a reload keeps it.
    act(() => draftStore.reload());
    expect(draftStore.get().repeat).toEqual({ everyWeeks: 2 });

    await fillTestCard();
    await userEvent.click(screen.getByRole('button', { name: 'Book and repeat every 2 weeks' }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    expect(callsTo('jobs.place')).toEqual([{ body: expect.objectContaining({ holdId: completeDraft.hold!.id, repeat: { everyWeeks: 2 }, paymentMethod: 'pm_test_visa' }) }]);
    expect(draftStore.get().repeat).toBeUndefined();
  });

  it('goes back to just once, dropping the discount', async () => {
    saveDraft({ ...completeDraft, repeat: { everyWeeks: 4 } });
    fakeApi(base);
    renderConfirm();
    expect(await screen.findByRole('radio', { name: 'Every 4 weeks' })).toBeChecked();
    expect(await screen.findByRole('button', { name: 'Book and repeat every 4 weeks' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: 'Just once' }));
    expect(await screen.findByRole('button', { name: 'Book and authorise $154.32' })).toBeInTheDocument();
    expect(screen.queryByRole('row', { name: /^Plan discount/ })).toBeNull();
    expect(draftStore.get().repeat).toBeUndefined();
  });

  it('offers no saving where the market gives no plan discount', async () => {
    fakeApi({ ...base, 'markets.get': () => nyc });
    renderConfirm();
    const often = await screen.findByRole('radiogroup', { name: 'How often?' });
    expect(often).not.toHaveAccessibleDescription();
  });
});
