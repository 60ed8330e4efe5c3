import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router-dom';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import '@marketplace/test-support/resize-observer';
import { jobRow, maria, nyc, sam } from '../../../test/market-fixtures';
import JobsGridPanel from './jobs-grid-panel';

function Location() {
  const location = useLocation();
  return <output aria-label="URL">{location.search}</output>;
}
const url = () => new URLSearchParams(screen.getByRole('status', { name: 'URL' }).textContent ?? '');
const open = (search: string) =>
  renderPage(
    <>
      <JobsGridPanel market={nyc} />
      <Location />
    </>,
    { route: `/market/nyc/dashboard${search}`, path: '/market/:id/dashboard' },
  );
const handlers = (overrides: FakeHandlers = {}): FakeHandlers => ({
  'marketJobs.list': ({ query }) => ({ timeZone: 'America/New_York', jobs: [jobRow(1), jobRow(2, { provider: null, status: 'unassigned' })], total: 60, page: Number(query?.page ?? 1), pageSize: Number(query?.pageSize ?? 25) }),
  'providers.listInMarket': () => ({ providers: [maria, sam] }),
  ...overrides,
});
const lastListQuery = () => callsTo('marketJobs.list').at(-1)?.query;

beforeEach(() => jest.clearAllMocks());

describe('JobsGridPanel', () => {
  it('restores the whole view from the URL and asks the API for exactly that page', async () => {
    fakeApi(handlers());
    open(`?tab=jobs&status=confirmed,unassigned&provider=${sam.id}&service=window-cleaning&from=2026-03-01&to=2026-03-31&q=lopez&sort=total&dir=asc&page=2&size=50`);
    await screen.findByRole('link', { name: /00000001/ });
    expect(lastListQuery()).toEqual({
      status: 'confirmed,unassigned',
      providerId: sam.id,
      serviceId: 'window-cleaning',
      from: '2026-03-01',
      to: '2026-03-31',
      q: 'lopez',
      sort: 'total',
      dir: 'asc',
      page: '2',
      pageSize: '50',
    });
    expect(screen.getByRole('checkbox', { name: 'Confirmed' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Requested' })).not.toBeChecked();
    expect(screen.getByRole('searchbox', { name: /Search/ })).toHaveValue('lopez');
    expect(screen.getByRole('columnheader', { name: /Total/ })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: /Start/ })).not.toHaveAttribute('aria-sort');
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // Every row opens the manager's job page; the CSV link carries the same filters, no paging.
    expect(screen.getByRole('link', { name: /00000001/ })).toHaveAttribute('href', '/market/nyc/job/00000001-0000-4000-8000-000000000000');
    const csv = new URL(screen.getByRole('link', { name: /Download CSV/ }).getAttribute('href')!, 'http://x');
    expect(csv.pathname).toBe('/api/markets/nyc/jobs.csv');
    expect(Object.fromEntries(csv.searchParams)).toEqual({ status: 'confirmed,unassigned', providerId: sam.id, serviceId: 'window-cleaning', from: '2026-03-01', to: '2026-03-31', q: 'lopez', sort: 'total', dir: 'asc' });
  });

  it('writes sorting, filters and pages to the URL (a filter goes back to page 1) and asks again', async () => {
    const user = userEvent.setup();
    fakeApi(handlers());
    open('?tab=jobs&page=3');
    await screen.findByRole('link', { name: /00000001/ });
    expect(lastListQuery()).toEqual({ sort: 'start', dir: 'desc', page: '3', pageSize: '25' });

    await user.click(within(screen.getByRole('columnheader', { name: /Customer/ })).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toEqual({ sort: 'customer', dir: 'asc', page: '1', pageSize: '25' }));
    expect(url().get('tab')).toBe('jobs');
    expect(url().get('sort')).toBe('customer');
    expect(screen.getByRole('columnheader', { name: /Customer/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(within(screen.getByRole('columnheader', { name: /Customer/ })).getByRole('button'));
    await waitFor(() => expect(lastListQuery()).toEqual(expect.objectContaining({ sort: 'customer', dir: 'desc' })));

    await user.click(screen.getByRole('checkbox', { name: 'Finding a provider' }));
    await user.click(screen.getByRole('checkbox', { name: 'Requested' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Provider' }), maria.id);
    await waitFor(() => expect(lastListQuery()).toEqual({ status: 'requested,unassigned', providerId: maria.id, sort: 'customer', dir: 'desc', page: '1', pageSize: '25' }));
    expect(url().get('status')).toBe('requested,unassigned');
    expect(url().get('provider')).toBe(maria.id);

    await user.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(lastListQuery()).toEqual(expect.objectContaining({ page: '2' })));
    expect(url().get('page')).toBe('2');
  });

  it('searches once the typing pauses, not on every key', async () => {
    const user = userEvent.setup();
    fakeApi(handlers());
    open('?tab=jobs');
    await screen.findByRole('link', { name: /00000001/ });
    const before = callsTo('marketJobs.list').length;
    await user.type(screen.getByRole('searchbox', { name: /Search/ }), 'Reference 0000');
    await waitFor(() => expect(lastListQuery()).toEqual(expect.objectContaining({ q: 'Reference 0000', page: '1' })));
    expect(callsTo('marketJobs.list').length).toBe(before + 1);
    expect(url().get('q')).toBe('Reference 0000');
  });

  it('says when nothing matches and clears the filters', async () => {
    const user = userEvent.setup();
    fakeApi(handlers({ 'marketJobs.list': ({ query }) => ({ timeZone: 'America/New_York', jobs: query?.status ? [] : [jobRow(1)], total: query?.status ? 0 : 1, page: 1, pageSize: 25 }) }));
    open('?tab=jobs&status=no_show');
    expect(await screen.findByRole('heading', { name: 'No jobs match these filters' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Clear filters' })[0]!);
    expect(await screen.findByRole('link', { name: /00000001/ })).toBeInTheDocument();
    expect(url().get('status')).toBeNull();
    expect(url().get('tab')).toBe('jobs');
  });

  it('shows a failure with a retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    fakeApi(
      handlers({
        'marketJobs.list': () => {
          if (fail) throw new ApiError(500, 'INTERNAL', 'Something broke on our side.');
          return { timeZone: 'America/New_York', jobs: [jobRow(1)], total: 1, page: 1, pageSize: 25 };
        },
      }),
    );
    open('?tab=jobs');
    expect(await screen.findByText('We could not load the jobs')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /00000001/ })).toBeInTheDocument();
  });
});
