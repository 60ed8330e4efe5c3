import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSession } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { ToastProvider } from '@marketplace/shared-ui/toast';
import { callsTo, fakeApi, inTurn } from '@marketplace/test-support/fake-api';
import { ActiveSessionsDialog } from './active-sessions-dialog';

const here: ActiveSession = {
  id: '11111111-1111-4111-8111-111111111111',
  createdAt: '2026-11-20T09:00:00.000Z',
  lastSeenAt: '2026-11-23T09:00:00.000Z',
  device: 'Chrome 120 on Windows 10',
  deviceType: 'desktop',
  address: '203.0.113.10',
  current: true,
};
const phone: ActiveSession = { ...here, id: '22222222-2222-4222-8222-222222222222', device: 'Safari 17 on iOS 17.1', deviceType: 'mobile', address: '198.51.100.20', current: false };

function renderDialog() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <ActiveSessionsDialog open onOpenChange={() => undefined} />
      </ToastProvider>
    </QueryClientProvider>,
  );
}

const list = (...sessions: ActiveSession[]) => ({ sessions });

describe('ActiveSessionsDialog', () => {
  it('lists the sessions with this device marked, and masks devices and addresses in replay', async () => {
    fakeApi({ 'auth.sessions': () => list(here, phone) });
    renderDialog();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your sessions…');
    const items = within(await screen.findByRole('list', { name: 'Your sessions' })).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(items[0]).toHaveTextContent('Chrome 120 on Windows 10');
    expect(within(items[0]!).getByText('This device')).toBeInTheDocument();
    expect(within(items[0]!).queryByRole('button')).toBeNull();
    expect(items[1]).toHaveTextContent('From 198.51.100.20');
    for (const item of items) expect(item).toHaveAttribute('data-personal');
    expect(items[1]!.matches(PERSONAL_DATA_SELECTOR)).toBe(true);
  });

  it('logs out one other device and shows the list without it', async () => {
    fakeApi({ 'auth.sessions': inTurn(list(here, phone), list(here)), 'auth.revokeSession': () => null });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out Safari 17 on iOS 17.1' }));
    expect(await screen.findByText('That device is no longer logged in.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
    expect(callsTo('auth.revokeSession')).toEqual([{ params: { sessionId: phone.id } }]);
    expect(screen.getByRole('heading', { name: 'No other sessions' })).toBeInTheDocument();
  });

  it('logs out everywhere else after a confirmation', async () => {
    const other = { ...phone, id: '33333333-3333-4333-8333-333333333333' };
    fakeApi({ 'auth.sessions': inTurn(list(here, phone, other), list(here)), 'auth.revokeOtherSessions': () => ({ revokedCount: 2 }) });
    renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Log out everywhere else' }));
    const confirmation = await screen.findByRole('alertdialog', { name: 'Log out everywhere else?' });
    expect(confirmation).toHaveTextContent('2 sessions on other devices will end.');
    expect(callsTo('auth.revokeOtherSessions')).toEqual([]);

    await userEvent.click(within(confirmation).getByRole('button', { name: 'Log out everywhere else' }));
    expect(await screen.findByText('2 sessions ended. You are still logged in here.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(callsTo('auth.revokeOtherSessions')).toHaveLength(1);
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(1));
  });

  it('says so when this is the only session, and offers nothing to log out', async () => {
    fakeApi({ 'auth.sessions': () => list(here) });
    renderDialog();
    expect(await screen.findByRole('heading', { name: 'No other sessions' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Log out/ })).toBeNull();
  });

  it('explains a failure to load and tries again', async () => {
    fakeApi({ 'auth.sessions': inTurn(new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable. Please try again.'), list(here, phone)) });
    renderDialog();
    expect(await screen.findByRole('alert')).toHaveTextContent('We could not load your sessions');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('list', { name: 'Your sessions' })).toBeInTheDocument();
  });
});
