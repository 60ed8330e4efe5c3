import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSummary } from '@marketplace/contracts';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { customer, jobSummary } from '../../test/fixtures';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../../test/render';
import MyJobsPage from './my-jobs-page';

beforeEach(() => jest.clearAllMocks());

const pastJob: JobSummary = {
  ...jobSummary,
  id: '66666666-6666-4666-8666-666666666666',
  status: 'cancelled',
  start: '2026-02-10T14:00:00.000Z',
  end: '2026-02-10T17:00:00.000Z',
  providerName: null,
};

function page(jobs: JobSummary[], { page = 1, total = jobs.length, pageCount = 1 } = {}) {
  return { jobs, page, pageSize: 10, total, pageCount };
}

const noPlans = () => ({ plans: [] });

function renderMyJobs(route = '/my-jobs') {
  return renderWithProviders(<MyJobsPage />, { route, path: '/my-jobs', user: customer });
}

describe('MyJobsPage', () => {
  it('lists the upcoming jobs with time in the market zone, provider, total and status', async () => {
    fakeApi({ 'plans.listMine': noPlans, 'jobs.listMine': () => page([jobSummary, { ...jobSummary, id: '77777777-7777-4777-8777-777777777777', status: 'unassigned', providerName: null }]) });
    renderMyJobs();
    const items = await screen.findAllByRole('listitem');
    expect(items).toHaveLength(2);
    const first = within(items[0]!);
    expect(first.getByRole('link', { name: 'House cleaning, 3 hours' })).toHaveAttribute('href', `/job/${jobSummary.id}`);
    expect(first.getByText('Confirmed')).toBeInTheDocument();
    expect(first.getByText(/New York time \(EST\)/)).toBeInTheDocument();
    expect(first.getByText('Monday, March 2, 2026')).toBeInTheDocument();
    expect(first.getByText('9:00 AM')).toBeInTheDocument();
    expect(first.getByText('Mehmet Yilmaz')).toBeInTheDocument();
    expect(first.getByText('New York City')).toBeInTheDocument();
    expect(first.getByText('$154.32')).toBeInTheDocument();
    // The customer's job history is personal: each item is masked in session replay.
    for (const item of items) expect(item.matches(PERSONAL_DATA_SELECTOR)).toBe(true);
    const second = within(items[1]!);
    expect(second.getAllByText('Finding a provider')).toHaveLength(2);
    expect(callsTo('jobs.listMine')).toEqual([expect.objectContaining({ query: { scope: 'upcoming', page: '1', pageSize: '10' } })]);
  });

  it('opens the tab and page named in the address, and keeps them there', async () => {
    fakeApi({ 'plans.listMine': noPlans, 'jobs.listMine': ({ query }) => page([pastJob], { page: Number(query?.page), total: 23, pageCount: 3 }) });
    renderMyJobs('/my-jobs?tab=past&page=2');
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Past' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('23 jobs, page 2 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('23 jobs, page 3 of 3')).toBeInTheDocument();
    expect(callsTo('jobs.listMine').at(-1)).toEqual(expect.objectContaining({ query: { scope: 'past', page: '3', pageSize: '10' } }));
  });

  it('switches tabs back to the first page of the other list', async () => {
    fakeApi({ 'plans.listMine': noPlans, 'jobs.listMine': ({ query }) => (query?.scope === 'past' ? page([pastJob]) : page([jobSummary], { page: 2, total: 12, pageCount: 2 })) });
    renderMyJobs('/my-jobs?page=2');
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByText('Cancelled')).toBeInTheDocument();
    expect(screen.queryByText('Confirmed')).not.toBeInTheDocument();
    expect(callsTo('jobs.listMine').at(-1)).toEqual(expect.objectContaining({ query: { scope: 'past', page: '1', pageSize: '10' } }));
  });

  it('says when there is nothing yet and offers to book', async () => {
    fakeApi({ 'plans.listMine': noPlans, 'jobs.listMine': () => page([], { total: 0, pageCount: 0 }) });
    renderMyJobs();
    expect(await screen.findByRole('heading', { name: 'No upcoming jobs' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book a job' })).toHaveAttribute('href', '/book-now');
    await userEvent.click(screen.getByRole('tab', { name: 'Past' }));
    expect(await screen.findByRole('heading', { name: 'No past jobs yet' })).toBeInTheDocument();
  });

  it('shows a failure with a way to try again', async () => {
    let fail = true;
    fakeApi({
      'plans.listMine': noPlans,
      'jobs.listMine': () => {
        if (fail) throw new TypeError('Failed to fetch'); // no answer at all
        return page([jobSummary]);
      },
    });
    renderMyJobs();
    expect(await screen.findByText('We could not load your jobs')).toBeInTheDocument();
    expect(screen.getByText('We could not reach the service. Check your connection and try again.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
  });

  it('announces the wait while loading', () => {
    fakeApi({ 'plans.listMine': noPlans, 'jobs.listMine': () => new Promise(() => {}) });
    renderMyJobs();
    expect(screen.getByRole('status')).toHaveTextContent('Loading your jobs…');
  });
});
