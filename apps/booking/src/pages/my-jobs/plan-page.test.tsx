import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { renderPage } from '@marketplace/test-support/render-page';
import { callsTo, fakeApi, failWith, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { freezeClock } from '../../test/booking-steps';
import { customer } from '../../test/fixtures';
import type { PlanDetail } from '@marketplace/contracts';
import { endingQuote, planDetail, planId, visits } from '../../test/plan-fixtures';
import PlanPage from './plan-page';

/** docs/repeat-business.md: the customer's plan, its visits, and what they can do with it. */
const renderPlan = (id = planId) => renderPage(<PlanPage />, { route: `/my-jobs/plans/${id}`, path: '/my-jobs/plans/:planId', user: customer });
/** The API's plan as it is now: a change answers with it, and the refetch after reads it. */
let current: PlanDetail = planDetail;
const changeTo = (plan: PlanDetail) => () => ((current = plan), { plan });
const withPlan = (more: FakeHandlers = {}): FakeHandlers => ({ 'plans.get': () => ({ plan: current }), 'plans.listMine': () => ({ plans: [] }), 'jobs.listMine': () => ({ jobs: [], page: 1, pageSize: 10, total: 0, pageCount: 0 }), ...more });
const region = (name: string) => within(screen.getByRole('region', { name }));

beforeEach(() => {
  jest.clearAllMocks();
  current = planDetail;
  freezeClock();
});
afterEach(() => jest.useRealTimers());

describe('PlanPage', () => {
  it('sums the plan up: services, rhythm and zone, provider, address (masked), price per visit with the discount, card, status', async () => {
    fakeApi(withPlan());
    renderPlan();
    expect(await screen.findByRole('heading', { level: 1, name: 'Your plan: House cleaning, 3 hours' })).toBeInTheDocument();
    const about = region('About the plan');
    expect(about.getByText('Every 2 weeks on Tuesday at 9:00 AM')).toBeInTheDocument();
    expect(about.getByText('New York time (EST)')).toBeInTheDocument();
    expect(about.getByText('Mehmet Yilmaz')).toBeInTheDocument();
    expect(about.getByText(/350 5th Ave/).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(about.getByText('$138.90')).toBeInTheDocument();
    expect(about.getByText('Including your plan discount of 10%')).toBeInTheDocument();
    expect(about.getByText(/ending in 4242/)).toHaveTextContent('Visa ending in 4242');
    expect(about.getByText('Active')).toBeInTheDocument();
    const price = region('Price per visit');
    expect(price.getByRole('row', { name: /^Plan discount/ })).toHaveTextContent('-$13.50');
    expect(price.getByRole('row', { name: /^Total/ })).toHaveTextContent('$138.90');
  });

  it('lists the visits to come in time order, then the past ones: status, provider, skipped, moved, and why one has no provider', async () => {
    fakeApi(withPlan());
    renderPlan();
    const visitsRegion = await screen.findByRole('region', { name: 'Visits' });
    const [coming, past] = within(visitsRegion).getAllByRole('list');
    const items = within(coming!).getAllByRole('listitem');
    // 9:00 in New York every time, before and after the clocks change on 8 March.
    expect(items.map((item) => item.querySelector('a')?.textContent)).toEqual([
      'Tuesday, March 3, 2026, 9:00 AM – 12:00 PM, New York time (EST)',
      'Tuesday, March 17, 2026, 9:00 AM – 12:00 PM, New York time (EDT)',
      'Wednesday, April 1, 2026, 9:00 AM – 12:00 PM, New York time (EDT)',
      'Tuesday, April 14, 2026, 9:00 AM – 12:00 PM, New York time (EDT)',
    ]);
    expect(within(items[0]!).getByText('Confirmed')).toBeInTheDocument();
    expect(within(items[0]!).getByText('Mehmet Yilmaz')).toBeInTheDocument();
    const unassigned = within(items[1]!);
    expect(unassigned.getByText('Finding a provider')).toBeInTheDocument();
    expect(unassigned.getByText('Mehmet Yilmaz is on time off then.')).toHaveAttribute('data-worded-by', 'api');
    expect(unassigned.getByText('We’re finding another provider for this visit.')).toBeInTheDocument();
    expect(within(items[2]!).getByText('Moved')).toBeInTheDocument();
    expect(within(items[3]!).getByText('Skipped')).toBeInTheDocument();
    expect(within(items[3]!).queryByRole('button', { name: /^Skip/ })).toBeNull();
    expect(within(past!).getByText('Completed')).toBeInTheDocument();
    expect(within(past!).queryByRole('button')).toBeNull();
    expect(within(items[0]!).getByRole('link', { name: 'Move the visit on Tuesday, March 3, 2026' })).toHaveAttribute('href', `/job/${visits.next.jobId}`);
    // No provider to move it with: an unassigned visit can be skipped, not moved.
    expect(unassigned.getByRole('button', { name: 'Skip the visit on Tuesday, March 17, 2026' })).toBeInTheDocument();
    expect(unassigned.queryByRole('link', { name: /^Move/ })).toBeNull();
  });

  it('shows what skipping costs first, then skips the visit', async () => {
    const skipped = { ...planDetail, visits: planDetail.visits.map((visit) => (visit.jobId === visits.next.jobId ? { ...visit, status: 'cancelled' as const, skipped: true } : visit)) };
    fakeApi(withPlan({ 'jobs.cancellationQuote': () => ({ allowed: true, freeUntil: '2026-03-02T14:00:00.000Z', feeMinor: 0, refundMinor: 0, currency: 'USD' }), 'plans.skipVisit': changeTo(skipped) }));
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the visit on Tuesday, March 3, 2026' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'Skip the visit on Tuesday, March 3, 2026?' }));
    expect(await dialog.findByText('Skipping this visit is free.')).toBeInTheDocument();
    expect(callsTo('jobs.cancellationQuote')).toEqual([{ params: { jobId: visits.next.jobId } }]);
    expect(callsTo('plans.skipVisit')).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'Skip visit' }));
    expect(await screen.findByText('Visit skipped')).toBeInTheDocument();
    expect(callsTo('plans.skipVisit')).toEqual([{ params: { planId, jobId: visits.next.jobId } }]);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Skip the visit on Tuesday, March 3, 2026' })).toBeNull();
  });

  it('states the exact fee of skipping a visit inside its fee window, and shows a refusal in the dialog', async () => {
    fakeApi(
      withPlan({
        'jobs.cancellationQuote': () => ({ allowed: true, freeUntil: '2026-03-02T14:00:00.000Z', feeMinor: 2778, refundMinor: 0, currency: 'USD' }),
        'plans.skipVisit': failWith(new ApiError(409, 'CONFLICT', 'This visit has already started.')),
      }),
    );
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'Skip the visit on Tuesday, March 3, 2026' }));
    const dialog = within(await screen.findByRole('alertdialog'));
    expect(await dialog.findByText('Skipping this visit costs a cancellation fee of $27.78: its free cancellation period has ended.')).toBeInTheDocument();
    await userEvent.click(dialog.getByRole('button', { name: 'Skip visit' }));
    expect(await dialog.findByText('The visit was not skipped')).toBeInTheDocument();
    expect(dialog.getByText('This visit has already started.')).toBeInTheDocument();
  });

  it('lists each visit ending cancels with its fee and the total before ending the plan', async () => {
    fakeApi(withPlan({ 'plans.endingQuote': () => endingQuote, 'plans.end': changeTo({ ...planDetail, status: 'ended', endedAt: '2026-03-01T15:00:00.000Z', can: { change: false, pause: false, resume: false, end: false } }) }));
    renderPlan();
    await userEvent.click(await screen.findByRole('button', { name: 'End plan' }));
    const dialog = within(await screen.findByRole('alertdialog', { name: 'End this plan?' }));
    expect(await dialog.findByText('These 3 visits are cancelled:')).toBeInTheDocument();
    const rows = dialog.getAllByRole('listitem').map((row) => row.textContent);
    expect(rows).toEqual(['Mar 3, 2026, 9:00 AM$27.78', 'Mar 17, 2026, 9:00 AMFree', 'Apr 1, 2026, 9:00 AMFree', 'Cancellation fees in total$27.78']);
    expect(callsTo('plans.end')).toEqual([]);
    await userEvent.click(dialog.getByRole('button', { name: 'End plan' }));
    expect(await screen.findByText('Your plan has ended')).toBeInTheDocument();
    expect(callsTo('plans.end')).toEqual([{ params: { planId } }]);
    expect(region('About the plan').getByText('Ended')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'End plan' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Skip/ })).toBeNull();
  });
});
