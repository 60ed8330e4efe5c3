import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { testLanguage } from '@marketplace/test-support/test-language';
import german from '../messages/de.json';
import { RequireAuth } from './require-auth';


const customer: SessionUser = {
  id: '00000000-0000-4000-8000-000000000001',
  email: 'ana@example.com',
  name: 'Ana',
  phone: null,
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  language: null,
};

function LoginProbe() {
  const location = useLocation();
  return <p>Login page for {location.search}</p>;
}

function renderGuarded(allow?: (user: SessionUser) => boolean, wrapper?: ReturnType<typeof testLanguage>) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/market/nyc/dashboard?tab=jobs']}>
        <Routes>
          <Route path="/login" element={<LoginProbe />} />
          <Route
            path="/market/:id/dashboard"
            element={
              <RequireAuth {...(allow ? { allow } : {})}>
                <h1>Dashboard</h1>
              </RequireAuth>
            }
          />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
    wrapper ? { wrapper } : {},
  );
}

describe('RequireAuth', () => {
  it('sends a visitor to log in, remembering where they were going', async () => {
    fakeApi({ 'auth.me': failWith(new ApiError(401, 'UNAUTHENTICATED', 'Log in first')) });
    renderGuarded();
    expect(await screen.findByText('Login page for ?next=%2Fmarket%2Fnyc%2Fdashboard%3Ftab%3Djobs')).toBeInTheDocument();
  });

  it('shows a 403 screen to a user without the right', async () => {
    fakeApi({ 'auth.me': () => ({ user: customer }) });
    renderGuarded((user) => user.roles.includes('manager'));
    expect(await screen.findByRole('heading', { name: 'You don’t have access to this page' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Dashboard' })).not.toBeInTheDocument();
  });

  it('shows the screen to a user with the right', async () => {
    fakeApi({ 'auth.me': () => ({ user: { ...customer, roles: ['manager'], managedMarketIds: ['nyc'] } }) });
    renderGuarded((user) => user.roles.includes('manager'));
    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
  });

  it('says so when the session cannot be checked, instead of treating the user as logged out', async () => {
    fakeApi({ 'auth.me': failWith(new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable.')) });
    renderGuarded();
    expect(await screen.findByText('We could not check your session')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('says so in German on a German page', async () => {
    fakeApi({ 'auth.me': () => ({ user: customer }) });
    renderGuarded((user) => user.roles.includes('manager'), testLanguage('de', german));
    expect(await screen.findByRole('heading', { name: 'Sie haben keinen Zugriff auf diese Seite' })).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toHaveAttribute('translate', 'no');
    expect(screen.getByRole('link', { name: 'Abmelden' })).toHaveAttribute('href', '/logout');
  });
});
