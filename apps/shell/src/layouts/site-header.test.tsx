import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { SessionUser } from '@marketplace/contracts';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { fakeApi } from '@marketplace/test-support/fake-api';
import { SiteHeader } from './site-header';

const ana: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana Lima', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };
beforeEach(() => {
  fakeApi({
    'auth.me': () => ({ user: ana }),
    'notifications.inbox': () => ({
      unreadCount: 1,
      items: [{ id: '22222222-2222-4222-8222-222222222222', event: 'confirmed', title: 'Booking confirmed', body: 'Maria Alvarez will come on Tuesday.', link: '/job/1', createdAt: new Date().toISOString(), readAt: null }],
    }),
    'auth.sessions': () => ({ sessions: [{ id: '11111111-1111-4111-8111-111111111111', createdAt: '2026-11-20T09:00:00.000Z', lastSeenAt: '2026-11-23T09:00:00.000Z', device: 'Firefox 121 on macOS Sonoma', deviceType: 'desktop', address: '203.0.113.10', current: true }] }),
  });
});

function renderHeader() {
  render(
    <QueryClientProvider client={new QueryClient()}>
      <ToastProvider>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

describe('SiteHeader for a logged-in user', () => {
  it('masks the user’s name in session replay', async () => {
    renderHeader();
    expect(await screen.findByText('Ana Lima')).toHaveAttribute('data-personal');
  });

  it('links to the account page from the account menu', async () => {
    renderHeader();
    expect(await screen.findByRole('link', { name: 'Your account' })).toHaveAttribute('href', '/account');
  });

  it('opens the list of active sessions from the account menu', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Active sessions' }));
    expect(await screen.findByRole('dialog', { name: 'Active sessions' })).toBeInTheDocument();
    expect(await screen.findByText('Firefox 121 on macOS Sonoma')).toBeInTheDocument();
  });

  it('has the bell with the unread count and a link to the notification settings', async () => {
    renderHeader();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    expect(await screen.findByText('Booking confirmed')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Notification settings' })).toHaveAttribute('href', '/account/notifications');
  });
});
