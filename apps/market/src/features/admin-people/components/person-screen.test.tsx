import '@marketplace/test-support/resize-observer';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { AdminUserDetail, SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { nyc } from '../../../test/market-fixtures';
import { PersonScreen } from './person-screen';

const admin: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com', name: 'Ada Admin', phone: null, roles: ['admin'], managedMarketIds: [], providerId: null, language: null };
const casey: AdminUserDetail = {
  id: '00000000-0000-4000-8000-000000000002',
  name: 'Casey Customer',
  email: 'casey@example.com',
  roles: ['customer'],
  managedMarketIds: [],
  providerId: null,
  createdAt: '2031-01-01T00:00:00.000Z',
  disabledAt: null,
  disabledReason: null,
  recentEvents: [{ id: '7', at: '2031-03-01T15:00:00.000Z', type: 'login_succeeded', userId: '00000000-0000-4000-8000-000000000002', email: 'casey@example.com', address: '198.51.100.7', detail: {}, count: 1 }],
};

function renderPerson(person: AdminUserDetail, user: SessionUser = admin) {
  let current = person;
  fakeApi({
    'markets.list': () => ({ markets: [nyc, { ...nyc, id: 'berlin', name: 'Berlin', timeZone: 'Europe/Berlin', currency: 'EUR' }] }),
    'adminUsers.get': () => current,
    'adminUsers.setRoles': ({ body }) => (current = { ...current, managedMarketIds: body?.managedMarketIds ?? [], roles: ['customer', 'manager'] }),
    'adminUsers.disable': ({ body }) => (current = { ...current, disabledAt: '2031-03-02T00:00:00.000Z', disabledReason: body?.reason ?? null }),
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, user);
  return render(
    <QueryClientProvider client={queryClient}>
      <ToastProvider>
        <MemoryRouter>
          <PersonScreen userId={person.id} />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('PersonScreen', () => {
  it('shows the account with its personal data masked for replays, and its recent security events', async () => {
    renderPerson(casey);
    expect(await screen.findByRole('heading', { level: 1, name: 'Casey Customer' })).toBeInTheDocument();
    expect(screen.getByText('casey@example.com', { selector: 'dd' })).toHaveAttribute('data-personal');
    const events = screen.getByRole('region', { name: 'Recent security events' });
    expect(within(events).getByText('Logged in')).toBeInTheDocument();
    expect(within(events).getByText('198.51.100.7')).toHaveAttribute('data-personal');
  });

  it('makes the person manager of a market with the keyboard', async () => {
    renderPerson(casey);
    const market = await screen.findByRole('checkbox', { name: 'New York City' });
    market.focus();
    await userEvent.keyboard(' ');
    await userEvent.click(screen.getByRole('button', { name: 'Save roles' }));
    await waitFor(() => expect(callsTo('adminUsers.setRoles')).toEqual([{ params: { userId: casey.id }, body: { admin: false, managedMarketIds: ['nyc'] } }]));
    expect(await screen.findByText('Manager')).toBeInTheDocument();
  });

  it('disables the account with a reason, which is required', async () => {
    renderPerson(casey);
    await userEvent.click(await screen.findByRole('button', { name: 'Disable account…' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disable Casey Customer’s account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    expect(await within(dialog).findByText('Give a reason (it goes into the security log)')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Reason/), 'Chargeback fraud');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Disable account' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('adminUsers.disable')).toEqual([{ params: { userId: casey.id }, body: { reason: 'Chargeback fraud' } }]);
    expect(await screen.findByText(/Disabled since/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Enable account…' })).toBeInTheDocument();
  });

  it('does not offer an admin to disable or demote themselves', async () => {
    renderPerson({ ...casey, id: admin.id, name: 'Ada Admin', roles: ['admin'] });
    expect(await screen.findByText('You cannot disable your own account.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Disable account…' })).not.toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Admin' })).toBeDisabled();
  });
});
