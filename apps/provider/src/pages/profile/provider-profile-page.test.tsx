import { screen, within } from '@testing-library/react';
import type { ProviderProfile, ProviderReview, ProviderReviews } from '@marketplace/contracts';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { publicProfile as profile } from '../../test/fixtures';
import ProviderProfilePage from './provider-profile-page';


const review = (i: number): ProviderReview => ({ firstName: i === 0 ? 'Ana' : `Person${i}`, rating: 1 + (i % 5), comment: i === 0 ? 'Spotless, on time.' : null, createdAt: '2026-10-01T12:00:00.000Z' });
const reviewsPage = (page: number, total = 13): ProviderReviews => ({
  reviews: Array.from({ length: Math.min(10, total - (page - 1) * 10) }, (_, i) => review((page - 1) * 10 + i)),
  page,
  pageSize: 10,
  total,
});

/** The API as the page calls it: the profile, and the reviews page asked for. */
function answer(profileAnswer: ProviderProfile = profile, total = 13) {
  fakeApi({ 'providers.profile': () => profileAnswer, 'providerProfile.reviews': ({ query }) => reviewsPage(Number(query.page ?? 1), total) });
}

const openProfile = (id = profile.id) => renderPage(<ProviderProfilePage />, { route: `/provider-profile/${id}`, path: '/provider-profile/:providerUuid' });

describe('ProviderProfilePage', () => {
  it('shows who the provider is, how they are rated, what they do and where', async () => {
    answer();
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Mehmet Yilmaz' })).toBeInTheDocument();
    expect(screen.getByText('4.8 out of 5 from 23 reviews')).toBeInTheDocument();
    expect(screen.getByText('careful').tagName).toBe('STRONG');
    const facts = screen.getByRole('region', { name: 'Services and areas' });
    expect(within(facts).getByRole('link', { name: 'New York City' })).toHaveAttribute('href', '/market/nyc');
    expect(within(facts).getByText('House cleaning').parentElement).toHaveTextContent('House cleaning$55.00 per hour');
  });

  it('pages through the reviews, customers by first name', async () => {
    answer();
    openProfile();
    const reviews = await screen.findByRole('region', { name: 'Reviews' });
    expect(await within(reviews).findByText('Ana')).toBeInTheDocument();
    expect(within(reviews).getByText('Spotless, on time.')).toBeInTheDocument();
    expect(within(reviews).getAllByRole('img', { name: '1 out of 5 stars' })).toHaveLength(2);
    const entries = () => within(within(reviews).getAllByRole('list')[0]!).getAllByRole('listitem');
    expect(entries()).toHaveLength(10);
    await userEvent.click(within(reviews).getByRole('button', { name: /next/i }));
    expect(await within(reviews).findByText('Person12')).toBeInTheDocument();
    expect(entries()).toHaveLength(3);
  });

  it('says so when there are no reviews yet', async () => {
    answer(profile, 0);
    openProfile();
    expect(await screen.findByRole('heading', { name: 'No reviews yet' })).toBeInTheDocument();
  });

  it('renders a bio without its scripts, handlers or images', async () => {
    const bioHtml = '<p onmouseover="window.pwned = true">Hi<script>window.pwned = true</script></p><img src=x onerror="window.pwned = true">';
    answer({ ...profile, bioHtml });
    openProfile();
    const about = await screen.findByRole('region', { name: 'About' });
    expect(within(about).getByText('Hi')).toBeInTheDocument();
    expect(about.querySelector('script, img, [onerror], [onmouseover]')).toBeNull();
    expect((window as { pwned?: boolean }).pwned).toBeUndefined();
  });

  it('is the not-found screen for a malformed id, without asking the API', async () => {
    fakeApi({});
    openProfile('not-a-uuid');
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('is the not-found screen when the API knows no such provider', async () => {
    fakeApi({ 'providers.profile': failWith(new ApiError(404, 'NOT_FOUND', 'There is no such provider.')), 'providerProfile.reviews': () => reviewsPage(1, 0) });
    openProfile();
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeInTheDocument();
  });
});
