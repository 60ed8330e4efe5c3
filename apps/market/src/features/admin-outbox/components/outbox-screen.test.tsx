import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { OutboxMessage, OutboxMessageDetail, OutboxPage, SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { nyc } from '../../../test/market-fixtures';
import { OutboxScreen } from './outbox-screen';

const admin: SessionUser = { id: '00000000-0000-4000-8000-000000000001', email: 'admin@example.com', name: 'Ada Admin', phone: null, roles: ['admin'], managedMarketIds: [], providerId: null, language: null };
const sent: OutboxMessage = {
  id: '00000000-0000-4000-8000-00000000000a',
  event: 'booked',
  channel: 'email',
  recipient: 'casey@example.com',
  summary: 'Your booking for Tue, Mar 4 is in',
  status: 'sent',
  attempts: 1,
  lastError: null,
  marketId: 'nyc',
  jobId: null,
  createdAt: '2031-03-01T15:00:00.000Z',
  sentAt: '2031-03-01T15:00:02.000Z',
};
const dead: OutboxMessage = { ...sent, id: '00000000-0000-4000-8000-00000000000b', channel: 'sms', recipient: '+1 212 555 0100', summary: 'Handyhub: booked', status: 'dead', attempts: 6, lastError: 'Gateway down', sentAt: null };
const page = (items: OutboxMessage[]): OutboxPage => ({ items, total: items.length, page: 1, pageSize: 25, counts: { pending: 3, sending: 0, sent: 12, dead: 1 }, mailTransport: 'local' });
const details: Record<string, OutboxMessageDetail> = {
  [sent.id]: {
    ...sent,
    mail: {
      messageId: `<${sent.id}@handyhub>`,
      to: 'casey@example.com',
      subject: 'Your booking for Tue, Mar 4 is in',
      html: '<p>Hello Casey</p><script>alert(1)</script>',
      text: 'Hello Casey',
      attachments: [{ filename: 'job.ics', contentType: 'text/calendar', content: 'BEGIN:VCALENDAR' }],
    },
    sms: null,
  },
  [dead.id]: { ...dead, mail: null, sms: null },
};

function serve() {
  fakeApi({
    'markets.list': () => ({ markets: [nyc] }),
    'notifications.outbox': ({ query }) => page(query.status === 'dead' ? [dead] : [sent, dead]),
    'notifications.outboxMessage': ({ params }) => details[params.messageId]!,
    'notifications.retry': () => ({ ...dead, status: 'pending', attempts: 0, lastError: null }),
  });
}

function renderPage(user: SessionUser | null, route = '/admin/notifications') {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  queryClient.setQueryData(queryKeys.session, user);
  render(
    <QueryClientProvider client={queryClient}>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/admin/notifications" element={<OutboxScreen />} />
          <Route path="/login" element={<h1>Log in</h1>} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

beforeEach(serve);

describe('OutboxScreen', () => {
  it('shows the counts, says email is kept locally, and lists messages with times in their market’s zone', async () => {
    renderPage(admin);
    expect(await screen.findByRole('heading', { level: 1, name: 'Outbox' })).toBeInTheDocument();
    expect(await screen.findByText('Email is kept here because SMTP_URL is not set')).toBeInTheDocument();
    const counts = screen.getByLabelText('Messages per status');
    expect(within(counts).getAllByRole('term').map((term) => `${term.textContent} ${term.nextSibling?.textContent}`)).toEqual(['Waiting 3', 'Sending 0', 'Sent 12', 'Dead letter 1']);
    const rows = screen.getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(within(rows[0]!).getByText(sent.summary)).toBeInTheDocument();
    expect(within(rows[0]!).getByText(/Mar 1, 2031.*10:00.*EST/)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Dead letter')).toBeInTheDocument();
  });

  it('filters by status through the API', async () => {
    renderPage(admin);
    await screen.findAllByRole('row');
    await userEvent.selectOptions(screen.getByLabelText('Status'), 'dead');
    await waitFor(() => expect(callsTo('notifications.outbox').at(-1)).toMatchObject({ query: { status: 'dead', page: '1', pageSize: '25' } }));
    await waitFor(() => expect(screen.getAllByRole('row')).toHaveLength(2));
  });

  it('opens an email: its HTML in a sandboxed frame, the plain text and the calendar attachment', async () => {
    renderPage(admin);
    const [, firstRow] = await screen.findAllByRole('row');
    await userEvent.click(within(firstRow!).getByRole('button', { name: 'Open' }));
    const panel = await screen.findByRole('region', { name: 'Message' });
    const frame = await within(panel).findByTitle(`The email: ${details[sent.id]!.mail!.subject}`);
    expect(frame).toHaveAttribute('sandbox', '');
    expect(frame).toHaveAttribute('srcdoc', '<p>Hello Casey</p><script>alert(1)</script>');
    expect(within(panel).getByText('Hello Casey')).toBeInTheDocument();
    expect(within(panel).getByText('BEGIN:VCALENDAR')).toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('retries a dead letter, showing its error first', async () => {
    renderPage(admin, `/admin/notifications?message=${dead.id}`);
    const panel = await screen.findByRole('region', { name: 'Message' });
    expect(await within(panel).findByText('Gateway down')).toBeInTheDocument();
    await userEvent.click(within(panel).getByRole('button', { name: 'Retry' }));
    expect(await within(panel).findByRole('status')).toHaveTextContent('Queued again');
    expect(callsTo('notifications.retry')).toEqual([{ params: { messageId: dead.id } }]);
  });
});
