import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@marketplace/contracts';
import { freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, hold, nyc, quote, slots } from '../../test/fixtures';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import TimeSelectionPage from './time-selection-page';

const unchosen = { ...completeDraft, start: undefined, hold: undefined };
const base: FakeHandlers = { 'markets.get': () => nyc, 'booking.quote': () => quote, 'booking.slots': () => slots, 'booking.releaseHold': () => null };
const renderPage = (user: SessionUser | null = customer) =>
  renderWithProviders(<TimeSelectionPage />, { route: '/book-now/time-selection', path: '/book-now/time-selection', user });

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft(unchosen);
});
afterEach(() => jest.useRealTimers());

describe('TimeSelectionPage', () => {
  it('searches the times for the services at the address, and shows them by day in the market’s zone', async () => {
    fakeApi(base);
    renderPage();
    expect(await screen.findByText('Times are in New York time (EST).')).toBeInTheDocument();
    expect(screen.getByText(/The job takes about 3 hours/)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 2 })).toHaveLength(4);
    expect(within(screen.getByRole('group', { name: 'Monday, March 2, 2026' })).getAllByRole('button')).toHaveLength(2);
    expect(callsTo('booking.slots')).toEqual([{ params: { marketId: 'nyc' }, body: { services: completeDraft.services, postalCode: '10001' } }]);
  });

  it('stores the chosen time and goes on to the providers', async () => {
    fakeApi(base);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^10:00\sAM$/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/provider-selection');
    expect(draftStore.get().start).toBe('2026-03-02T15:00:00.000Z');
    expect(callsTo('booking.releaseHold')).toHaveLength(0);
  });

  it('gives back a hold on another time, and keeps one on the same time', async () => {
    fakeApi(base);
    saveDraft(completeDraft);
    const { unmount } = renderPage();
    expect(await screen.findByRole('button', { pressed: true })).toHaveTextContent(/9:00\sAM/);
    await userEvent.click(screen.getByRole('button', { name: /^9:00\sAM$/ }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/provider-selection');
    expect(draftStore.get().hold).toEqual(completeDraft.hold);
    unmount();
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: /^8:00\sAM$/, description: 'Tuesday, March 3, 2026' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/provider-selection');
    expect(draftStore.get()).toMatchObject({ start: '2026-03-03T13:00:00.000Z', hold: undefined });
    expect(callsTo('booking.releaseHold')).toEqual([{ params: { holdId: hold.id } }]);
  });

  it('forgets a hold that ran out', async () => {
    fakeApi(base);
    freezeClock(Date.parse(hold.expiresAt) + 1000);
    saveDraft(completeDraft);
    renderPage();
    await screen.findByText('Times are in New York time (EST).');
    expect(draftStore.get()).toMatchObject({ start: hold.start, hold: undefined });
  });

  it('goes on with a time chosen before with Next, and asks for one without', async () => {
    fakeApi(base);
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Pick a start time to go on.');
    act(() => saveDraft({ ...unchosen, start: '2026-03-03T13:00:00.000Z' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/provider-selection');
  });

  it('says when nothing is free, that the search was noted, and what to try', async () => {
    fakeApi({ ...base, 'booking.slots': () => ({ ...slots, days: [] }) });
    renderPage();
    expect(await screen.findByRole('heading', { name: 'No free times in the next 30 days' })).toBeInTheDocument();
    expect(screen.getByText(/We’ve noted that you were looking/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change services' })).toHaveAttribute('href', '/book-now/services');
  });

  it('sends a visitor who is not logged in to contact-info first', async () => {
    fakeApi(base);
    renderPage(null);
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/contact-info');
    expect(screen.getByTestId('notice')).toHaveTextContent('Log in or create an account to go on');
    expect(callsTo('booking.slots')).toHaveLength(0);
  });
});
