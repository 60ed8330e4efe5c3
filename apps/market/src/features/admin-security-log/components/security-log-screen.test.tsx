import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SecurityEvent } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { SecurityLogScreen } from './security-log-screen';

const event: SecurityEvent = { id: '1', at: '2031-03-01T15:00:00.000Z', type: 'account_disabled', userId: null, email: 'casey@example.com', address: '198.51.100.7', detail: { reason: 'Fraud', by: 'x' }, count: 1 };
const queries = () => callsTo('admin.securityEvents').map((call) => call.query);

beforeEach(() => {
  fakeApi({ 'admin.securityEvents': () => ({ events: [event], page: 1, pageSize: 50, totalEstimate: 120, totalIsExact: true, hasNextPage: true }) });
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter initialEntries={['/admin/security-log']}>
        <SecurityLogScreen />
      </MemoryRouter>
    </QueryClientProvider>,
  );
});

describe('SecurityLogScreen', () => {
  it('shows events in words, personal data masked for replays', async () => {
    expect(await screen.findByText('Account disabled')).toBeInTheDocument();
    expect(screen.getByText('casey@example.com')).toHaveAttribute('data-personal');
    expect(screen.getByText('reason: Fraud · by: x')).toHaveAttribute('data-personal');
  });

  it('filters by event type and email, and pages', async () => {
    await screen.findByText('Account disabled');
    await userEvent.selectOptions(screen.getByLabelText('Event'), 'role_granted');
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '1', pageSize: '50', type: 'role_granted' }));
    await userEvent.type(screen.getByRole('searchbox', { name: 'Email' }), 'casey@example.com{Enter}');
    await waitFor(() => expect(queries().at(-1)).toEqual({ page: '1', pageSize: '50', type: 'role_granted', email: 'casey@example.com' }));
    await userEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(queries().at(-1)).toMatchObject({ page: '2' }));
  });
});
