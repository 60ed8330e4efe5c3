import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, hold, nyc, otherProvider, provider, quote } from '../../test/fixtures';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import ProviderSelectionPage from './provider-selection-page';

const unheld = { ...completeDraft, hold: undefined };
const both = { providers: [provider, otherProvider].map((card) => ({ provider: card, totalMinor: quote.totalMinor })) };
const base: FakeHandlers = { 'markets.get': () => nyc, 'booking.quote': () => quote, 'booking.providersAt': () => both, 'favourites.list': () => ({ providers: [] }) };
const renderPage = () =>
  renderWithProviders(<ProviderSelectionPage />, { route: '/book-now/provider-selection', path: '/book-now/provider-selection', user: customer });
const card = (name: string) => screen.findByRole('heading', { level: 2, name }).then((heading) => heading.closest('li')!);
const taken = () => {
  throw new ApiError(409, 'SLOT_TAKEN', 'That time was just taken');
};

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft(unheld);
});
afterEach(() => jest.useRealTimers());

describe('ProviderSelectionPage', () => {
  it('shows who is free at the time: picture, rating or “New”, price and short bio', async () => {
    fakeApi(base);
    renderPage();
    const mehmet = await card('Mehmet Yilmaz');
    expect(within(mehmet).getByText('4.8 out of 5 from 23 reviews')).toBeInTheDocument();
    expect(within(mehmet).getByText('$154.32')).toBeInTheDocument();
    expect(within(mehmet).getByText('Ten years of careful cleaning in Manhattan.')).toBeInTheDocument();
    const lena = await card('Lena Park');
    expect(within(lena).getByText('New')).toBeInTheDocument();
    expect(within(lena).getByText('LP')).toBeInTheDocument();
    expect(within(lena).getByText(/No reviews yet/)).toBeInTheDocument();
    expect(screen.getByText(/^Free on/)).toHaveTextContent(/Free on Mar 2, 2026, 9:00\sAM EST\./);
    expect(callsTo('booking.providersAt')).toEqual([{ params: { marketId: 'nyc' }, body: { services: completeDraft.services, start: hold.start } }]);
  });

  it('holds the chosen provider, keeps the hold in the draft and goes on to confirm', async () => {
    fakeApi({ ...base, 'booking.hold': () => ({ hold }) });
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Choose Mehmet Yilmaz' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/confirm');
    expect(callsTo('booking.hold')).toEqual([{ body: { marketId: 'nyc', providerId: provider.id, start: hold.start, services: completeDraft.services } }]);
    expect(draftStore.get().hold).toEqual({ id: hold.id, providerId: provider.id, providerName: 'Mehmet Yilmaz', start: hold.start, expiresAt: hold.expiresAt });
  });

  it('says when the provider was just taken and shows who is still free', async () => {
    let answer = both;
    fakeApi({ ...base, 'booking.providersAt': () => answer, 'booking.hold': taken });
    renderPage();
    const choose = await screen.findByRole('button', { name: 'Choose Mehmet Yilmaz' });
    answer = { providers: both.providers.slice(1) };
    await userEvent.click(choose);
    expect(await screen.findByRole('alert')).toHaveTextContent('Mehmet Yilmaz was just booked at this time');
    expect(screen.queryByRole('heading', { name: 'Mehmet Yilmaz' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Lena Park' })).toBeInTheDocument();
    expect(callsTo('booking.providersAt')).toHaveLength(2);
  });

  it('goes back to the times when nobody is left at that time', async () => {
    let answer = { providers: both.providers.slice(0, 1) };
    fakeApi({ ...base, 'booking.providersAt': () => answer, 'booking.hold': taken });
    renderPage();
    const choose = await screen.findByRole('button', { name: 'Choose Mehmet Yilmaz' });
    answer = { providers: [] };
    await userEvent.click(choose);
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('That time was just taken. Here are the next available times.');
    expect(draftStore.get()).toMatchObject({ start: undefined, hold: undefined, address: completeDraft.address });
  });

  it('shows the running hold with its countdown, and sends the customer back when it runs out', async () => {
    fakeApi({ ...base, 'booking.providersAt': () => ({ providers: both.providers.slice(1) }) });
    saveDraft(completeDraft);
    renderPage();
    expect(await screen.findByText('We’re holding this time for about 10 minutes.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continue with Mehmet Yilmaz' })).toBeInTheDocument();
    act(() => jest.setSystemTime(Date.parse(hold.expiresAt)));
    expect(await screen.findByTestId('location', undefined, { timeout: 2500 })).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('The time we held for you ran out. Pick a time again — everything else is saved.');
    expect(draftStore.get()).toMatchObject({ start: hold.start, hold: undefined, contact: completeDraft.contact });
  });

  it('needs a provider chosen to go on', async () => {
    fakeApi(base);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a provider to go on.');
  });

  it('cannot be entered before a time is chosen', async () => {
    fakeApi(base);
    saveDraft({ ...unheld, start: undefined });
    renderPage();
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('Please finish “Time” first');
  });
});
