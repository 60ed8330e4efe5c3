import { screen, within } from '@testing-library/react';
import type { ProviderProfile } from '@marketplace/contracts';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, hold, nyc, otherProvider, provider, quote } from '../../test/fixtures';
import { germanMessages } from '../../test/intl';
import { renderWithProviders, type RenderOptions } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import ProviderSelectionPage from './provider-selection-page';

/** docs/repeat-business.md: favourites first, and the provider asked for preselected. */
const unheld = { ...completeDraft, hold: undefined };
const both = { providers: [provider, otherProvider].map((card) => ({ provider: card, totalMinor: quote.totalMinor })) };
const asFavourite = (card: typeof provider) => ({ id: card.id, displayName: card.displayName, pictureUrl: card.pictureUrl, rating: card.rating, markets: [{ id: 'nyc', name: 'New York City' }] });
const AWAY = '99999999-9999-4999-8999-999999999999';
const away: ProviderProfile = { id: AWAY, displayName: 'Ana Busy', pictureUrl: null, bioHtml: '', rating: { average: null, count: 0 }, services: [], markets: [], memberSince: '2025-01-01T00:00:00.000Z', offers: [] };
const serve = (handlers: FakeHandlers = {}) =>
  fakeApi({ 'markets.get': () => nyc, 'booking.quote': () => quote, 'booking.providersAt': () => both, 'favourites.list': () => ({ providers: [asFavourite(otherProvider)] }), ...handlers });
const renderStep = (options: Partial<RenderOptions> = {}) =>
  renderWithProviders(<ProviderSelectionPage />, { route: '/book-now/provider-selection', path: '/book-now/provider-selection', user: customer, ...options });
const names = async () => {
  const list = await screen.findByRole('list', { name: /free at this time/ });
  return within(list).getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
};

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft(unheld);
});
afterEach(() => jest.useRealTimers());

describe('ProviderSelectionPage with favourites and a preferred provider', () => {
  it('lists favourites first, marked as such', async () => {
    serve();
    renderStep();
    await screen.findByText('Your favourite');
    expect(await names()).toEqual(['Lena Park', 'Mehmet Yilmaz']);
    const lena = screen.getByRole('heading', { level: 2, name: 'Lena Park' }).closest('li')!;
    expect(within(lena).getByText('Your favourite')).toBeInTheDocument();
  });

  it('holds the preferred provider at once when they are free, and stays for the customer to go on', async () => {
    serve({ 'booking.hold': () => ({ hold: { ...hold, providerId: otherProvider.id } }) });
    saveDraft({ ...unheld, preferredProviderId: otherProvider.id });
    renderStep();
    expect(await screen.findByRole('button', { name: 'Continue with Lena Park' })).toBeInTheDocument();
    expect(screen.getByText(/^You’re holding/)).toHaveTextContent('You’re holding Lena Park at this time.');
    expect(callsTo('booking.hold')).toEqual([{ body: expect.objectContaining({ providerId: otherProvider.id, start: hold.start }) }]);
    expect(screen.getByRole('heading', { level: 1, name: 'Choose your provider' })).toBeInTheDocument();
    expect(await names()).toEqual(['Mehmet Yilmaz']);
    expect(draftStore.get().hold?.providerId).toBe(otherProvider.id);
  });

  it('says when the preferred provider is not free, and shows the others', async () => {
    serve({ 'providers.profile': () => away });
    saveDraft({ ...unheld, preferredProviderId: AWAY });
    renderStep();
    expect(await screen.findByText('Ana Busy is not free at this time')).toBeInTheDocument();
    expect(await names()).toEqual(['Lena Park', 'Mehmet Yilmaz']);
    expect(callsTo('booking.hold')).toEqual([]);
  });

  it('says it in German', async () => {
    serve({ 'providers.profile': () => away });
    saveDraft({ ...unheld, preferredProviderId: AWAY });
    renderStep({ wrapper: testLanguage('de', await germanMessages()) });
    expect(await screen.findByText('Ana Busy hat zu dieser Zeit keine Zeit')).toBeInTheDocument();
    expect(await screen.findByText('Ihr Favorit')).toBeInTheDocument();
  });
});
