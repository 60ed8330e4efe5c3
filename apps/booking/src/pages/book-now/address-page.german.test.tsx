import { screen } from '@testing-library/react';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { saveDraft } from '../../test/booking-steps';
import { completeDraft, nyc, quote } from '../../test/fixtures';
import { germanMessages } from '../../test/intl';
import { renderWithProviders } from '../../test/render';
import AddressPage from './address-page';

beforeEach(() => {
  jest.clearAllMocks();
  saveDraft({ ...completeDraft, address: undefined, jobInfo: undefined, contact: undefined, start: undefined, hold: undefined });
});

describe('AddressPage in German', () => {
  it('asks where the job is in German; the market’s own words for its area stay as it wrote them, marked as data', async () => {
    fakeApi({ 'markets.get': () => ({ ...nyc, serviceArea: 'Alle fünf Bezirke' }), 'booking.quote': () => quote });
    renderWithProviders(<AddressPage />, { route: '/book-now/address', path: '/book-now/address', wrapper: testLanguage('de', await germanMessages()) });
    const hint = await screen.findByText((_, element) => element?.textContent === 'Wir sind in New York City für Alle fünf Bezirke da.' && element.tagName !== 'DIV');
    expect(screen.getByRole('heading', { level: 1, name: 'Wo ist der Auftrag?' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Einsatzadresse' })).toHaveAccessibleDescription('Wir sind in New York City für Alle fünf Bezirke da.');
    expect([...hint.querySelectorAll('[translate="no"]')].map((data) => data.textContent)).toEqual(['New York City', 'Alle fünf Bezirke']);
    expect(screen.getByRole('textbox', { name: 'Straße und Hausnummer' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Postleitzahl' })).toBeInTheDocument();
  });
});
