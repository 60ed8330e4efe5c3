import { screen, within } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, nyc, quote, slots } from '../../test/fixtures';
import { germanMessages } from '../../test/intl';
import { renderWithProviders } from '../../test/render';
import TimeSelectionPage from './time-selection-page';

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft({ ...completeDraft, start: undefined, hold: undefined });
});
afterEach(() => jest.useRealTimers());

describe('TimeSelectionPage in German', () => {
  it('shows the days and times in German, on the 24-hour clock, in the market’s zone', async () => {
    fakeApi({ 'markets.get': () => nyc, 'booking.quote': () => quote, 'booking.slots': () => slots, 'booking.releaseHold': () => null });
    renderWithProviders(<TimeSelectionPage />, {
      route: '/book-now/time-selection',
      path: '/book-now/time-selection',
      user: customer,
      wrapper: testLanguage('de', await germanMessages()),
    });
    expect(await screen.findByText('Alle Zeiten in Ortszeit New York (GMT-5).')).toBeInTheDocument();
    expect(screen.getByText(/Der Auftrag dauert etwa 3 Stunden\./)).toBeInTheDocument();
    const monday = within(screen.getByRole('group', { name: 'Montag, 2. März 2026' }));
    expect(monday.getByRole('button', { name: '10:00' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Wählen Sie eine Startzeit' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeInTheDocument();
  });
});
