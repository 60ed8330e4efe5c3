import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@marketplace/test-support/render-page';
import { callsTo, fakeApi } from '@marketplace/test-support/fake-api';
import { bookAgainParts, customer, heldPayment, jobDetail, noTips, provider } from '../../test/fixtures';
import { draftStore } from '../../stores/booking-draft/draft-store';
import JobPage from './job-page';
import { openable } from '../../features/job-problems/test-fixtures';

const noProblems = { ...openable, can: { report: false, answer: false, manage: false } };

/** docs/repeat-business.md: the provider as a favourite, and "Book again" from a completed job. */
const completed = { ...jobDetail, status: 'completed' as const, can: { cancel: false, reschedule: false, review: false, bookAgain: true } };
const favourite = { id: provider.id, displayName: provider.displayName, pictureUrl: null, rating: provider.rating, markets: [{ id: 'nyc', name: 'New York City' }] };
const renderJob = () => renderPage(<JobPage />, { route: `/job/${jobDetail.id}`, path: '/job/:id', user: customer, routes: { '/book-now': <h1>Booking flow</h1> } });

beforeEach(() => {
  jest.clearAllMocks();
  draftStore.clear();
});

describe('JobPage, coming back', () => {
  it('makes the provider a favourite with a pressed toggle', async () => {
    let kept: (typeof favourite)[] = [];
    fakeApi({
      'jobs.get': () => jobDetail,
      'payments.jobPayment': () => heldPayment,
      'favourites.list': () => ({ providers: kept }),
      'favourites.add': () => ((kept = [favourite]), null),
    });
    renderJob();
    const toggle = await screen.findByRole('button', { name: 'Favourite provider Mehmet Yilmaz', pressed: false });
    await userEvent.click(toggle);
    expect(callsTo('favourites.add')).toEqual([expect.objectContaining({ params: { providerId: provider.id } })]);
    expect(await screen.findByRole('button', { name: 'Favourite provider Mehmet Yilmaz', pressed: true })).toBeInTheDocument();
  });

  it('offers “Book again” on a completed job only: same services, address, description and contact, the same provider preferred', async () => {
    fakeApi({ 'jobs.get': () => completed, 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [favourite] }), 'tips.list': () => noTips, 'problems.get': () => noProblems });
    renderJob();
    await userEvent.click(await screen.findByRole('button', { name: 'Book again' }));
    expect(await screen.findByRole('heading', { name: 'Booking flow' })).toBeInTheDocument();
    expect(draftStore.get()).toEqual({ version: 1, idempotencyKey: expect.any(String), ...bookAgainParts });
  });

  it('has no “Book again” for someone who may read the job but is not its customer (a manager)', async () => {
    fakeApi({ 'jobs.get': () => ({ ...completed, can: { ...completed.can, bookAgain: false } }), 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }), 'tips.list': () => noTips, 'problems.get': () => noProblems });
    renderJob();
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('button', { name: 'Book again' })).toBeNull();
  });

  it('has no “Book again” before the job is done', async () => {
    fakeApi({ 'jobs.get': () => jobDetail, 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }) });
    renderJob();
    await screen.findByRole('button', { name: 'Cancel job' });
    expect(screen.queryByRole('button', { name: 'Book again' })).toBeNull();
  });

  it('names the plan a visit belongs to, with a link to the plan', async () => {
    const planId = '77777777-7777-4777-8777-777777777777';
    fakeApi({ 'jobs.get': () => ({ ...jobDetail, plan: { id: planId, everyWeeks: 2 } }), 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }) });
    renderJob();
    expect(await screen.findByRole('link', { name: 'Visit of your plan — every 2 weeks' })).toHaveAttribute('href', `/my-jobs/plans/${planId}`);
  });

  it('shows no plan line for a one-off job', async () => {
    fakeApi({ 'jobs.get': () => ({ ...jobDetail, plan: null }), 'payments.jobPayment': () => heldPayment, 'favourites.list': () => ({ providers: [] }) });
    renderJob();
    await screen.findByRole('button', { name: 'Cancel job' });
    expect(screen.queryByRole('link', { name: /Visit of your plan/ })).toBeNull();
  });

  it('shows a plan visit’s discount in the job’s price', async () => {
    fakeApi({
      'jobs.get': () => ({ ...jobDetail, plan: { id: '77777777-7777-4777-8777-777777777777', everyWeeks: 2 }, price: { ...jobDetail.price, discountMinor: 1350, subtotalMinor: 12150, serviceFeeMinor: 608, taxMinor: 1132, totalMinor: 13890 } }),
      'payments.jobPayment': () => heldPayment,
      'favourites.list': () => ({ providers: [] }),
    });
    renderJob();
    expect(await screen.findByRole('row', { name: /^Plan discount/ })).toHaveTextContent('-$13.50');
  });
});
