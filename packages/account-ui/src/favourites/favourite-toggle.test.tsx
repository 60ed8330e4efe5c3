import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FavouriteProvider, SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, failWith, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { FavouriteToggle } from './favourite-toggle';

const MARIA = '00000000-0000-4000-8000-0000000000aa';
const ana: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };
const maria: FavouriteProvider = { id: MARIA, displayName: 'Maria Alvarez', pictureUrl: null, rating: { average: 4.8, count: 12 }, markets: [{ id: 'nyc', name: 'New York City' }] };

function serve(kept: FavouriteProvider[], overrides: FakeHandlers = {}) {
  let list = kept;
  fakeApi({
    'auth.me': () => ({ user: ana }),
    'favourites.list': () => ({ providers: list }),
    'favourites.add': () => ((list = [maria]), null),
    'favourites.remove': () => ((list = []), null),
    ...overrides,
  });
}

function renderToggle(wrapper?: ReturnType<typeof testLanguage>) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <FavouriteToggle providerId={MARIA} providerName="Maria Alvarez" />
    </QueryClientProvider>,
    wrapper ? { wrapper } : {},
  );
}

describe('FavouriteToggle', () => {
  it('is a pressed-or-not button with the same name, and keeps the change', async () => {
    serve([]);
    renderToggle();
    const toggle = await screen.findByRole('button', { name: 'Favourite provider Maria Alvarez' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(callsTo('favourites.add')).toEqual([expect.objectContaining({ params: { providerId: MARIA } })]);
    await screen.findByRole('button', { name: 'Favourite provider Maria Alvarez', pressed: true });
    await userEvent.click(screen.getByRole('button', { name: 'Favourite provider Maria Alvarez' }));
    expect(callsTo('favourites.remove')).toHaveLength(1);
    await screen.findByRole('button', { name: 'Favourite provider Maria Alvarez', pressed: false });
  });

  it('says why when the API refuses, and shows the list as it is', async () => {
    serve([], { 'favourites.add': failWith(new ApiError(409, 'CONFLICT', 'You can keep at most 200 favourite providers. Remove one to add another.')) });
    renderToggle();
    await userEvent.click(await screen.findByRole('button', { name: 'Favourite provider Maria Alvarez' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('at most 200');
    expect(screen.getByRole('button', { name: 'Favourite provider Maria Alvarez' })).toHaveAttribute('aria-pressed', 'false');
  });

  it('shows nothing to a visitor', async () => {
    fakeApi({ 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Log in first')) });
    renderToggle();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(screen.queryByRole('button')).toBeNull();
    expect(callsTo('favourites.list')).toEqual([]);
  });

  it('speaks German', async () => {
    serve([maria]);
    renderToggle(testLanguage('de', german));
    expect(await screen.findByRole('button', { name: /^Favorit\W+Maria Alvarez$/, pressed: true })).toBeVisible();
  });
});
