import { screen, within } from '@testing-library/react';
import type { UnassignedJob } from '@marketplace/contracts';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { nyc } from '../../../test/market-fixtures';
import UnassignedQueue from './unassigned-queue';

const now = Date.parse('2026-03-04T14:00:00Z');
const job = (id: string, minutesToStart: number, overrides: Partial<UnassignedJob> = {}): UnassignedJob => ({
  id: `${id}-0000-4000-8000-000000000000`,
  reference: id.toUpperCase(),
  start: new Date(now + minutesToStart * 60_000).toISOString(),
  end: new Date(now + (minutesToStart + 120) * 60_000).toISOString(),
  servicesSummary: 'Home cleaning × 2',
  postalCode: '10001',
  customerName: 'Ada Park',
  totalMinor: 12_000,
  currency: 'USD',
  minutesToStart,
  overdue: minutesToStart <= 0,
  reason: 'other',
  reasonText: null,
  ...overrides,
});
const open = () => renderPage(<UnassignedQueue market={nyc} />, { route: '/market/nyc/dashboard', path: '/market/:id/dashboard' });

beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

describe('UnassignedQueue', () => {
  it('lists the jobs most urgent first with the time left, the reason and a link to find a provider; overdue ones say so', async () => {
    fakeApi({
      'marketJobs.unassigned': () => ({
        timeZone: 'America/New_York',
        total: 2,
        jobs: [job('0000000a', -45, { servicesSummary: 'Window cleaning' }), job('0000000b', 200, { reason: 'declined', reasonText: 'Fully booked' })],
      }),
    });
    open();
    const items = await screen.findAllByRole('listitem');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual(['Window cleaning', 'Home cleaning × 2']);
    const overdue = within(items[0]!);
    expect(overdue.getByText(/started 45 min ago/)).toHaveTextContent('Overdue: started 45 min ago');
    expect(items[0]).toHaveAttribute('data-overdue');
    const soon = within(items[1]!);
    expect(soon.getByText('starts in 3 h 20 min')).toBeInTheDocument();
    expect(soon.getByText(/The provider declined/)).toHaveTextContent('The provider declined: “Fully booked”');
    expect(soon.getByRole('link', { name: 'Find a provider' })).toHaveAttribute('href', '/market/nyc/job/0000000b-0000-4000-8000-000000000000');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Waiting for a provider (2)');
    expect(callsTo('marketJobs.unassigned')).toEqual([expect.objectContaining({ params: { marketId: 'nyc' } })]);
  });

  it('says when every job has a provider', async () => {
    fakeApi({ 'marketJobs.unassigned': () => ({ timeZone: 'America/New_York', total: 0, jobs: [] }) });
    open();
    expect(await screen.findByRole('heading', { name: 'Every job has a provider' })).toBeInTheDocument();
  });
});
