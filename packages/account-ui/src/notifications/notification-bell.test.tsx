import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { Inbox, InboxItem, SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { NotificationBell } from './notification-bell';

const user: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'ana@example.com', name: 'Ana', phone: null, roles: ['customer'], managedMarketIds: [], providerId: null, language: null };
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const item = (id: number, overrides: Partial<InboxItem> = {}): InboxItem => ({
  id: `00000000-0000-4000-8000-00000000000${id}`,
  event: 'confirmed',
  title: `Title ${id}`,
  body: `Body ${id}`,
  link: `/job/${id}`,
  createdAt: minutesAgo(id * 5),
  readAt: null,
  ...overrides,
});

/** The API as the bell meets it: the inbox as `inbox` says now, mark-read applied to it. */
function serve(initial: Inbox) {
  let inbox = initial;
  fakeApi({
    'notifications.inbox': () => inbox,
    'notifications.markRead': ({ body }) => {
      const read = (entry: InboxItem) => (body && 'all' in body ? true : Boolean(body?.ids.includes(entry.id)));
      const items = inbox.items.map((entry) => (read(entry) ? { ...entry, readAt: entry.readAt ?? new Date().toISOString() } : entry));
      inbox = { items, unreadCount: items.filter((entry) => entry.readAt === null).length };
      return { unreadCount: inbox.unreadCount };
    },
  });
  return { replace: (next: Inbox) => (inbox = next) };
}

function renderBell() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(queryKeys.session, user);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <p>Page</p>
        <NotificationBell />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

afterEach(() => {
  jest.useRealTimers();
});

describe('NotificationBell', () => {
  it('names the unread count and shows it on the badge', async () => {
    serve({ unreadCount: 3, items: [item(1), item(2), item(3)] });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications, 3 unread' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('notification-badge')).toHaveTextContent('3');
  });

  it('lists title, body, how long ago and a link; unread ones are marked; the text is masked in replay', async () => {
    serve({ unreadCount: 1, items: [item(1), item(2, { readAt: minutesAgo(1), link: null })] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 1 unread' }));
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    const entries = within(panel).getAllByRole('listitem');
    expect(entries.map((entry) => entry.textContent)).toEqual(['Unread: Title 1Body 15 min ago', 'Title 2Body 210 min ago']);
    expect(within(entries[0]!).getByRole('link')).toHaveAttribute('href', '/job/1');
    expect(within(entries[1]!).queryByRole('link')).toBeNull();
    expect(within(panel).getByRole('list')).toHaveAttribute('data-personal');
  });

  it('marks an entry read when it is opened', async () => {
    serve({ unreadCount: 2, items: [item(1), item(2)] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('link', { name: /Title 2/ }));
    expect(callsTo('notifications.markRead')).toContainEqual({ body: { ids: [item(2).id] } });
    expect(await screen.findByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });

  it('marks all read: the badge goes and the entries lose their mark', async () => {
    serve({ unreadCount: 2, items: [item(1), item(2)] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications, 2 unread' }));
    await userEvent.click(screen.getByRole('button', { name: 'Mark all read' }));
    expect(callsTo('notifications.markRead')).toContainEqual({ body: { all: true } });
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    expect(screen.queryByTestId('notification-badge')).toBeNull();
    expect(screen.queryByText('Unread:')).toBeNull();
    expect(screen.getByRole('button', { name: 'Mark all read' })).toBeDisabled();
  });

  it('says so when there is nothing yet', async () => {
    serve({ unreadCount: 0, items: [] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    expect(await screen.findByText(/No notifications yet/)).toBeInTheDocument();
  });

  it('closes with Escape and gives focus back to the bell', async () => {
    serve({ unreadCount: 0, items: [item(1, { readAt: minutesAgo(1) })] });
    renderBell();
    const bell = await screen.findByRole('button', { name: 'Notifications' });
    await userEvent.click(bell);
    expect(screen.getByRole('dialog', { name: 'Notifications' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(bell).toHaveFocus();
    expect(bell).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes on a click elsewhere on the page', async () => {
    serve({ unreadCount: 0, items: [] });
    renderBell();
    await userEvent.click(await screen.findByRole('button', { name: 'Notifications' }));
    await userEvent.click(screen.getByText('Page'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows new messages without a reload: it asks again every 15 seconds', async () => {
    jest.useFakeTimers();
    const api = serve({ unreadCount: 0, items: [] });
    renderBell();
    expect(await screen.findByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    api.replace({ unreadCount: 1, items: [item(1)] });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(14_000);
    });
    expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument();
    // The answer reaches the screen a tick after the poll (the query cache batches on a timer).
    await act(async () => {
      await jest.advanceTimersByTimeAsync(1_100);
    });
    expect(screen.getByRole('button', { name: 'Notifications, 1 unread' })).toBeInTheDocument();
  });
});
