import { screen, within } from '@testing-library/react';
import type { ProviderProfile } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { api } from '@marketplace/session';
import { renderPage } from '@marketplace/test-support/render-page';
import ProviderProfilePage from './provider-profile-page';

jest.mock('@marketplace/session/api', () => ({ api: jest.fn() }));

const profile: ProviderProfile = {
  id: '6d0c2a4e-1b7f-4c39-9e21-5a8d3f0b7c11',
  displayName: 'Mehmet Yilmaz',
  pictureUrl: null,
  bioHtml: '<p>Ten years of <strong>careful</strong> cleaning.</p>',
  rating: { average: 4.84, count: 23 },
  services: [{ id: 'cleaning', name: 'House cleaning' }],
  markets: [{ id: 'nyc', name: 'New York City' }],
  memberSince: '2023-04-01T00:00:00.000Z',
};

const openProfile = (id = profile.id) => renderPage(<ProviderProfilePage />, { route: `/provider-profile/${id}`, path: '/provider-profile/:providerUuid' });

beforeEach(() => jest.mocked(api).mockReset());

describe('ProviderProfilePage', () => {
  it('shows who the provider is, how they are rated, what they do and where', async () => {
    jest.mocked(api).mockResolvedValue(profile);
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Yilmaz' })).toBeInTheDocument();
    expect(screen.getByText('4.8 out of 5 from 23 reviews')).toBeInTheDocument();
    expect(screen.getByText('careful').tagName).toBe('STRONG');
    expect(within(screen.getByRole('region', { name: 'Services and areas' })).getByRole('link', { name: 'New York City' })).toHaveAttribute('href', '/market/nyc');
  });

  it('renders a bio without its scripts, handlers or images', async () => {
    const bioHtml = '<p onmouseover="window.pwned = true">Hi<script>window.pwned = true</script></p><img src=x onerror="window.pwned = true">';
    jest.mocked(api).mockResolvedValue({ ...profile, bioHtml });
    openProfile();
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByText('Hi')).toBeInTheDocument();
    expect(about.querySelector('script, img, [onerror], [onmouseover]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('is the not-found screen for a malformed id, without asking the API', async () => {
    openProfile('not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(api).not.toHaveBeenCalled();
  });

  it('is the not-found screen when the API knows no such provider', async () => {
    jest.mocked(api).mockRejectedValue(new ApiError(404, 'NOT_FOUND', 'There is no such provider.'));
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
