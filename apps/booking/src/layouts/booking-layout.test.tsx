import { screen, within } from '@testing-library/react';
import { freezeClock, saveDraft } from '../test/booking-steps';
import { completeDraft, customer, nyc, quote } from '../test/fixtures';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../test/render';
import { BookingLayout } from './booking-layout';

beforeEach(() => freezeClock());
afterEach(() => jest.useRealTimers());

describe('BookingLayout', () => {
  it('shows the hold’s countdown beside the summary, without announcing it a second time', async () => {
    fakeApi({ 'markets.get': () => nyc, 'booking.quote': () => quote });
    saveDraft(completeDraft);
    renderWithProviders(<BookingLayout />, { route: '/book-now/confirm', path: '/book-now/*', user: customer });
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(await within(summary).findByText('Mehmet Yilmaz')).toBeInTheDocument();
    expect(within(summary).getByText('We’re holding this time for about 10 minutes.')).toBeInTheDocument();
    expect(within(summary).queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows no countdown without a hold', async () => {
    fakeApi({ 'markets.get': () => nyc, 'booking.quote': () => quote });
    saveDraft({ ...completeDraft, hold: undefined });
    renderWithProviders(<BookingLayout />, { route: '/book-now/provider-selection', path: '/book-now/*', user: customer });
    const summary = screen.getByRole('complementary', { name: 'Your booking' });
    expect(await within(summary).findByText('New York City')).toBeInTheDocument();
    expect(within(summary).queryByText(/holding this time/)).not.toBeInTheDocument();
  });
});
