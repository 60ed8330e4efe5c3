import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SessionUser } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import { publicProfile as profile } from '../../test/fixtures';
import ProviderProfilePage from './provider-profile-page';

/** docs/repeat-business.md: "Book with …" and the favourite toggle on a provider's profile. */
const ana: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };
const German = testLanguage('de', german);
const open = (user: SessionUser | null, page = <ProviderProfilePage />) => renderPage(page, { route: `/provider-profile/${profile.id}`, path: '/provider-profile/:providerUuid', user });

beforeEach(() => jest.clearAllMocks());

describe('a provider’s profile, for coming back to them', () => {
  it('offers “Book with …” to everyone, with the provider and their only city in the link', async () => {
    fakeApi({ 'providers.profile': () => profile, 'providerProfile.reviews': () => ({ reviews: [], page: 1, pageSize: 10, total: 0 }) });
    open(null);
    expect(await screen.findByRole('link', { name: 'Book with Mehmet Yilmaz' })).toHaveAttribute('href', `/book-now?provider=${profile.id}&market=nyc`);
    expect(screen.queryByRole('button', { name: /Favourite/ })).toBeNull();
  });

  it('lets a logged-in person keep them as a favourite', async () => {
    fakeApi({
      'providers.profile': () => profile,
      'providerProfile.reviews': () => ({ reviews: [], page: 1, pageSize: 10, total: 0 }),
      'favourites.list': () => ({ providers: [] }),
      'favourites.add': () => null,
    });
    open(ana);
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite provider Mehmet Yilmaz', pressed: false }));
    expect(callsTo('favourites.add')).toEqual([expect.objectContaining({ params: { providerId: profile.id } })]);
  });

  it('says “Book with …” in German', async () => {
    fakeApi({ 'providers.profile': () => profile, 'providerProfile.reviews': () => ({ reviews: [], page: 1, pageSize: 10, total: 0 }) });
    open(
      null,
      <German>
        <ProviderProfilePage />
      </German>,
    );
    expect(await screen.findByRole('link', { name: 'Bei Mehmet Yilmaz buchen' })).toBeInTheDocument();
  });
});
