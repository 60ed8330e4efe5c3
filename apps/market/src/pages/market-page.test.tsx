import { screen, within } from '@testing-library/react';
import type { MarketDetail, ProviderCard } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import MarketPage from './market-page';

const boston: MarketDetail = {
  id: 'boston',
  name: 'Boston',
  timeZone: 'America/New_York',
  currency: 'USD',
  language: 'en',
  status: 'live',
  serviceArea: 'Boston and Cambridge',
  postalCodes: ['02108'],
  providerCount: 1,
  services: [{ id: 'cleaning', name: 'House cleaning', description: 'Rooms and kitchen.', unit: 'hour', defaultDurationMinutes: 60, priceMinor: 4500 }],
  policies: { minNoticeMinutes: 60, bookingHorizonDays: 30, freeCancellationHours: 1, cancellationFeeBps: 2000, serviceFeeBps: 500, taxBps: 625 },
};

const provider: ProviderCard = {
  id: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11',
  displayName: 'Mehmet Yilmaz',
  pictureUrl: null,
  rating: { average: 4.84, count: 1 },
  shortBio: 'Ten years of careful cleaning.',
  serviceIds: ['cleaning'],
};

const openMarket = (id: string) => renderPage(<MarketPage />, { route: `/market/${id}`, path: '/market/:id' });

describe('MarketPage', () => {
  it('shows the services, the terms in plain words and the providers', async () => {
    fakeApi({ 'markets.get': () => boston, 'providers.listInMarket': () => ({ providers: [provider] }) });
    openMarket('boston');
    expect(await screen.findByRole('heading', { level: 1, name: 'Boston' })).toBeInTheDocument();
    const terms = within(screen.getByRole('region', { name: 'Good to know' }));
    expect(terms.getByText(/^Book from/)).toHaveTextContent('Book from 1 hour ahead up to 30 days ahead.');
    expect(terms.getByText(/^Free cancellation/)).toHaveTextContent(
      'Free cancellation until 1 hour before the start; after that, cancelling costs 20% of the price.',
    );
    expect(within(screen.getByRole('table')).getByText('1 hour')).toBeInTheDocument();
    const providers = within(screen.getByRole('region', { name: 'Our providers in Boston' }));
    expect(await providers.findByText('4.8 out of 5 from 1 review')).toBeInTheDocument();
  });

  it.each(['NOT valid!!', 'no--such', 'x'])('is the not-found screen for the malformed id %j, without asking the API', async (id) => {
    fakeApi({});
    openMarket(encodeURIComponent(id));
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('is the not-found screen for a market the API does not know', async () => {
    fakeApi({
      'markets.get': () => {
        throw new ApiError(404, 'NOT_FOUND', 'There is no such market.');
      },
    });
    openMarket('no-such-market');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });

  it('says so, with a retry, when the market cannot be loaded', async () => {
    fakeApi({
      'markets.get': () => {
        throw new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable. Please try again.');
      },
    });
    openMarket('boston');
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load this market');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
