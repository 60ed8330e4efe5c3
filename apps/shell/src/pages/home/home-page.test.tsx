import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import type { MarketSummary } from '@marketplace/contracts';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../../messages/de.json';
import { HomePage } from './home-page';

const berlin: MarketSummary = { id: 'berlin', name: 'Berlin', timeZone: 'Europe/Berlin', currency: 'EUR', language: 'de', status: 'live', serviceArea: 'Innerhalb des S-Bahn-Rings' };
const hamburg: MarketSummary = { ...berlin, id: 'hamburg', name: 'Hamburg', status: 'coming_soon', serviceArea: 'Altona und Eimsbüttel' };

function renderHome(wrapper?: (props: { children: ReactNode }) => ReactNode) {
  fakeApi({ 'markets.list': () => ({ markets: [berlin, hamburg] }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <HomePage />
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper },
  );
}

describe('HomePage', () => {
  it('offers booking, the services, the steps and the markets', async () => {
    renderHome();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Trusted local pros for every job around the home');
    expect(screen.getByRole('link', { name: 'Book now' })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('heading', { level: 3, name: 'Furniture assembly' })).toBeInTheDocument();
    const markets = await screen.findByRole('link', { name: /Berlin/ });
    expect(markets).toHaveAttribute('href', '/market/berlin');
  });

  it('is all German for a German reader, with the markets’ names as the API sends them', async () => {
    renderHome(testLanguage('de', german));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Zuverlässige Profis aus Ihrer Nähe für alles rund ums Zuhause');
    expect(screen.getByRole('link', { name: 'Jetzt buchen' })).toHaveAttribute('href', '/book-now');
    expect(screen.getByRole('heading', { level: 2, name: 'Was Sie buchen können' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Möbelmontage' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'So funktioniert’s' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Standorte werden geladen …');

    const hamburgCard = (await screen.findByText('Hamburg')).closest('li')!;
    expect(within(hamburgCard).getByText('Demnächst')).toBeInTheDocument();
    expect(within(hamburgCard).getByText('Altona und Eimsbüttel')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Als Dienstleister bewerben' })).toHaveAttribute('href', '/provider/apply');
    expect(screen.queryByText(/Book now|How it works|Where we work/)).toBeNull();
  });
});
