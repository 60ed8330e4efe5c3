import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { ApiError } from '@marketplace/contracts/client';
import { preloadCatalogues, type Messages } from '@marketplace/i18n';
import { failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import { rootCatalogues } from '../../app/site-language';
import { LoginPage } from './login-page';

let german: Messages;
beforeAll(async () => {
  german = await preloadCatalogues(rootCatalogues, 'de');
});

function renderLogin(path: string) {
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    { wrapper: testLanguage('de', german) },
  );
}

describe('LoginPage in German', () => {
  it('logs in in German', async () => {
    fakeApi({ 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Log in')) });
    renderLogin('/login?next=%2Fmy-jobs');
    expect(screen.getByRole('heading', { level: 1, name: 'Anmelden' })).toBeInTheDocument();
    expect(document.title).toBe('Anmelden · Handyhub');
    expect(await screen.findByRole('textbox', { name: 'E-Mail' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Passwort/)).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(screen.getByText(/Neu hier\?/)).toHaveTextContent('Neu hier? Konto erstellen');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/login?mode=create&next=%2Fmy-jobs');
  });

  it('creates an account in German', async () => {
    fakeApi({ 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Log in')) });
    renderLogin('/login?mode=create');
    expect(screen.getByRole('heading', { level: 1, name: 'Konto erstellen' })).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: 'Vollständiger Name' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Telefon (optional)' })).toBeInTheDocument();
    expect(screen.getByText(/Sie haben schon ein Konto\?/)).toHaveTextContent('Sie haben schon ein Konto? Anmelden');
  });
});
