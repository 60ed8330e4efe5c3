import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { JobSummary } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { callsTo, failWith, fakeApi } from '@marketplace/test-support/fake-api';
import { bookAgainParts, customer, jobDetail, jobSummary } from '../../test/fixtures';
import { planId, planSummary } from '../../test/plan-fixtures';
import { renderWithProviders } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import MyJobsPage from './my-jobs-page';

/** docs/repeat-business.md: the customer's plans on My jobs, plan visits marked, "Book again" from the list. */
const page = (jobs: JobSummary[]) => ({ jobs, page: 1, pageSize: 10, total: jobs.length, pageCount: 1 });
const planVisit: JobSummary = { ...jobSummary, plan: { id: planId, everyWeeks: 2 } };
const completed: JobSummary = { ...jobSummary, id: '66666666-6666-4666-8666-666666666666', status: 'completed', start: '2026-02-10T14:00:00.000Z', end: '2026-02-10T17:00:00.000Z' };
const renderMyJobs = (route = '/my-jobs') => renderWithProviders(<MyJobsPage />, { route, path: '/my-jobs', user: customer, routes: { '/book-now': <h1>Booking flow</h1> } });

beforeEach(() => {
  jest.clearAllMocks();
  draftStore.clear();
});

describe('MyJobsPage, plans', () => {
  it('lists the plans: services, rhythm in the plan’s zone, provider, next visit, status, a link to each', async () => {
    const paused = { ...planSummary, id: '99999999-9999-4999-8999-999999999999', status: 'paused' as const, everyWeeks: 1 as const, weekday: 5, localTime: '14:30', nextVisit: null, providerName: null, providerId: null };
    fakeApi({ 'plans.listMine': () => ({ plans: [planSummary, paused] }), 'jobs.listMine': () => page([planVisit]) });
    renderMyJobs();
    const section = await screen.findByRole('region', { name: 'Your plans' });
    const [first, second] = within(section).getAllByRole('listitem').map((item) => within(item));
    expect(first!.getByRole('link', { name: 'House cleaning, 3 hours' })).toHaveAttribute('href', `/my-jobs/plans/${planId}`);
    expect(first!.getByText('Every 2 weeks on Tuesday at 9:00 AM')).toBeInTheDocument();
    expect(first!.getByText('Mehmet Yilmaz')).toBeInTheDocument();
    expect(first!.getByText('Mar 3, 2026, 9:00 AM EST')).toBeInTheDocument();
    expect(first!.getByText('Active')).toBeInTheDocument();
    expect(first!.getByText('$138.90')).toBeInTheDocument();
    expect(second!.getByText('Every week on Friday at 2:30 PM')).toBeInTheDocument();
    expect(second!.getByText('Paused')).toBeInTheDocument();
    expect(second!.getByText('None planned')).toBeInTheDocument();
    expect(second!.getByText('No provider right now')).toBeInTheDocument();
    for (const item of within(section).getAllByRole('listitem')) expect(item.matches(PERSONAL_DATA_SELECTOR)).toBe(true);
  });

  it('shows no plans section to a customer without plans, and a failure with a way to try again', async () => {
    fakeApi({ 'plans.listMine': () => ({ plans: [] }), 'jobs.listMine': () => page([jobSummary]) });
    const { unmount } = renderMyJobs();
    expect(await screen.findByText('Confirmed')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your plans' })).toBeNull();
    unmount();

    fakeApi({ 'plans.listMine': failWith(new ApiError(503, 'API_UNAVAILABLE', 'Try again in a moment.')), 'jobs.listMine': () => page([jobSummary]) });
    renderMyJobs();
    const section = await screen.findByRole('region', { name: 'Your plans' });
    expect(within(section).getByText('We could not load your plans')).toBeInTheDocument();
    expect(within(section).getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('marks the jobs that are visits of a plan', async () => {
    fakeApi({ 'plans.listMine': () => ({ plans: [] }), 'jobs.listMine': () => page([planVisit, { ...jobSummary, id: '66666666-6666-4666-8666-666666666666' }]) });
    renderMyJobs();
    const [visit, single] = await screen.findAllByRole('listitem');
    expect(within(visit!).getByText('Plan · every 2 weeks')).toBeInTheDocument();
    expect(within(single!).queryByText(/^Plan ·/)).toBeNull();
  });
});

describe('MyJobsPage, book again', () => {
  it('books a completed job again: its detail is read, the draft written, the flow opened', async () => {
    fakeApi({ 'plans.listMine': () => ({ plans: [] }), 'jobs.listMine': () => page([completed]), 'jobs.get': () => ({ ...jobDetail, ...completed, can: { ...jobDetail.can, cancel: false, reschedule: false, bookAgain: true } }) });
    renderMyJobs('/my-jobs?tab=past');
    await userEvent.click(await screen.findByRole('button', { name: 'Book again: House cleaning, 3 hours' }));
    expect(await screen.findByRole('heading', { name: 'Booking flow' })).toBeInTheDocument();
    expect(callsTo('jobs.get')).toEqual([{ params: { jobId: completed.id } }]);
    expect(draftStore.get()).toEqual({ version: 1, idempotencyKey: expect.any(String), ...bookAgainParts });
  });

  it('offers it for completed jobs only, and says so in place when the job cannot be read', async () => {
    fakeApi({ 'plans.listMine': () => ({ plans: [] }), 'jobs.listMine': () => page([completed, jobSummary]), 'jobs.get': failWith(new ApiError(503, 'API_UNAVAILABLE', 'Try again in a moment.')) });
    renderMyJobs('/my-jobs?tab=past');
    const buttons = await screen.findAllByRole('button', { name: /^Book again/ });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByText('We could not start the booking')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Booking flow' })).toBeNull();
    expect(draftStore.get().marketId).toBeUndefined();
  });
});
