import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { AdminsOnly } from './admins-only';

const admin: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com', name: 'Ada Admin', phone: null, roles: ['admin'], managedMarketIds: [], providerId: null, language: null };

function renderAt(user: SessionUser | null) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={['/admin/people']}>
        <Routes>
          <Route path="/admin/people" element={<AdminsOnly><h1>People</h1></AdminsOnly>} />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('AdminsOnly', () => {
  it('lets an admin in', async () => {
    renderAt(admin);
    expect(await screen.findByRole('heading', { name: 'People' })).toBeInTheDocument();
  });
  it('shows a manager the 403 screen, as ManagersOnly does for other markets', async () => {
    renderAt({ ...admin, roles: ['manager'], managedMarketIds: ['nyc'] });
    expect(await screen.findByRole('heading', { name: 'You don’t have access to this page' })).toBeInTheDocument();
  });
  it('sends a visitor to log in', async () => {
    renderAt(null);
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  });
});
