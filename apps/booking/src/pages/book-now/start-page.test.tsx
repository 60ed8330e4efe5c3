import { screen } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { saveDraft } from '../../test/booking-steps';
import { customer } from '../../test/fixtures';
import { renderWithProviders } from '../../test/render';
import { draftStore, newDraft } from '../../stores/booking-draft/draft-store';
import StartPage from './start-page';

const KEY = '6f1c2b7e-3d4a-4b5c-8d9e-0f1a2b3c4d5e';
const MARIA = '22222222-2222-4222-8222-222222222222';
const start = (search: string) => renderWithProviders(<StartPage />, { route: `/book-now${search}`, path: '/book-now', user: customer });

beforeEach(() => {
  fakeApi({});
  saveDraft(newDraft(KEY));
});

describe('StartPage', () => {
  it('keeps the provider a profile’s “Book with …” names, then starts where the city is chosen', async () => {
    start(`?provider=${MARIA}&market=nyc`);
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/services?market=nyc');
    expect(draftStore.get().preferredProviderId).toBe(MARIA);
  });

  it('ignores a provider id that could name nobody', async () => {
    start('?provider=not-an-id');
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/services');
    expect(draftStore.get().preferredProviderId).toBeUndefined();
  });
});
