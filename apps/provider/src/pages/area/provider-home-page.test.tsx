import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { renderPage } from '@marketplace/test-support/render-page';
import { acceptedDetail, confirmedJob, earnings, now, providerUser, request, urgentRequest } from '../../test/fixtures';
import { activeStatus, completeEditor } from '../../test/standing-fixtures';
import ProviderHomePage from './provider-home-page';

// FullCalendar ships ES modules only (jest here runs CommonJS): its mapping is unit-tested
// (calendar-events.test.ts) and the calendar itself runs in the end-to-end journey.
jest.mock('../../features/provider-calendar/components/provider-calendar', () => ({
  __esModule: true,
  default: ({ timeZone }: { timeZone?: string }) => <p>Calendar in {timeZone}</p>,
}));

const handlers = (overrides: FakeHandlers = {}): FakeHandlers => ({
  'providerJobs.requests': () => ({ requests: [urgentRequest, request] }),
  'providerJobs.upcoming': () => ({ jobs: [confirmedJob], hasMore: false }),
  'providerJobs.earnings': () => earnings,
  'providerProfile.editor': () => completeEditor,
  'providerStatus.get': () => activeStatus,
  ...overrides,
});
const openHome = () => renderPage(<ProviderHomePage />, { route: '/provider', path: '/provider', user: providerUser });
const requests = () => within(screen.getByRole('region', { name: 'Requests waiting for your answer' }));
const card = (name: string) => within(requests().getByRole('listitem', { name }));
// Only the clock: react-query and user-event keep their real timers.
beforeEach(() => {
  jest.clearAllMocks();
  jest.useFakeTimers({ now, doNotFake: ['setTimeout', 'clearTimeout', 'queueMicrotask', 'nextTick', 'setImmediate'] });
});
afterEach(() => jest.useRealTimers());

describe('ProviderHomePage', () => {
  it('lists each request with the work, the time in the market’s zone, the area (never the street), the earnings and the time left', async () => {
    fakeApi(handlers());
    openHome();
    const cleaning = await waitFor(() => card('House cleaning, 3 hours'));
    expect(cleaning.getByRole('link', { name: 'House cleaning, 3 hours' })).toHaveAttribute('href', `/provider/job/${request.id}`);
    expect(cleaning.getByText(/New York time \(EST\)/)).toHaveTextContent(/^Wednesday, March 4, 2026, 9:00\sAM – 12:00\sPM, New York time \(EST\)$/);
    expect(cleaning.getByText('10011 Manhattan')).toBeInTheDocument();
    expect(cleaning.getByText('$131.17')).toBeInTheDocument();
    expect(cleaning.getByText('1 h 20 min')).toBeInTheDocument();
    expect(cleaning.getByText(/Answer by/)).toHaveTextContent(/^Answer by 10:20\sAM EST$/);
    // The one about to run out stands out, and is said once to screen readers.
    expect(card('Window cleaning').getByText('20 min').closest('[data-urgent]')).not.toBeNull();
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent('One request has less than 30 minutes left to answer.');
    expect(screen.getByText('Calendar in America/New_York')).toBeInTheDocument();
  });

  it('counts down live', async () => {
    fakeApi(handlers());
    openHome();
    const windows = await waitFor(() => card('Window cleaning'));
    expect(windows.getByText('20 min')).toBeInTheDocument();
    act(() => void jest.advanceTimersByTime(10 * 60_000 + 19_000));
    expect(windows.getByText('9:41')).toBeInTheDocument();
  });

  it('accepts in place: pending while it goes, then the job moves to Upcoming from the answer, no list asked again', async () => {
    let answer: (value: typeof acceptedDetail) => void = () => {};
    fakeApi(handlers({ 'providerJobs.accept': () => new Promise((resolve) => (answer = resolve)) }));
    openHome();
    const accept = (await waitFor(() => card('House cleaning, 3 hours'))).getByRole('button', { name: 'Accept' });
    await userEvent.click(accept);
    expect(accept).toHaveAttribute('aria-busy', 'true');
    act(() => answer(acceptedDetail));
    expect(await screen.findByText('Request accepted')).toBeInTheDocument();
    expect(callsTo('providerJobs.accept')).toEqual([expect.objectContaining({ params: { jobId: request.id } })]);
    const upcoming = within(screen.getByRole('region', { name: 'Today and upcoming' }));
    expect(await upcoming.findByRole('list', { name: 'Later' })).toHaveTextContent('House cleaning, 3 hours');
    expect(requests().queryByRole('listitem', { name: 'House cleaning, 3 hours' })).not.toBeInTheDocument();
    expect(requests().getByRole('listitem', { name: 'Window cleaning' })).toBeInTheDocument();
    // Each list was asked for once, when the page opened.
    expect((['providerJobs.requests', 'providerJobs.upcoming', 'providerJobs.earnings'] as const).map((key) => callsTo(key).length)).toEqual([1, 1, 1]);
  });

  it('shows the API’s message when the request changed meanwhile (409), and refreshes the list', async () => {
    fakeApi(
      handlers({
        'providerJobs.accept': () => {
          throw new ApiError(409, 'INVALID_TRANSITION', 'The time to answer this request has passed');
        },
      }),
    );
    openHome();
    await userEvent.click((await waitFor(() => card('House cleaning, 3 hours'))).getByRole('button', { name: 'Accept' }));
    expect(await screen.findByText('The time to answer this request has passed')).toBeInTheDocument();
    await waitFor(() => expect(callsTo('providerJobs.requests').length).toBeGreaterThanOrEqual(2));
  });

  it('declines with a reason, asked in a dialog; the API’s field errors show on the field', async () => {
    let attempts = 0;
    fakeApi(
      handlers({
        'providerJobs.decline': () => {
          attempts += 1;
          if (attempts === 1) throw new ApiError(400, 'VALIDATION_FAILED', 'Check the reason', { reason: ['Say a little more'] });
          return { ...acceptedDetail, status: 'unassigned', actions: [] };
        },
      }),
    );
    openHome();
    await userEvent.click((await waitFor(() => card('House cleaning, 3 hours'))).getByRole('button', { name: 'Decline' }));
    const dialog = await screen.findByRole('dialog', { name: 'Decline this request?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Tell the customer and the market why')).toBeInTheDocument();
    expect(callsTo('providerJobs.decline')).toEqual([]);

    await userEvent.type(within(dialog).getByLabelText(/Why are you declining/), 'Ill');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    expect(await within(dialog).findByText('Say a little more')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText(/Why are you declining/), ' that day');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Decline request' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('providerJobs.decline').at(-1)).toEqual(expect.objectContaining({ body: { reason: 'Ill that day' } }));
    expect(await screen.findByText('Request declined')).toBeInTheDocument();
  });

  it('lists today’s jobs apart from later ones, each linking to its page, and the earnings', async () => {
    fakeApi(handlers());
    openHome();
    const upcoming = within(await screen.findByRole('region', { name: 'Today and upcoming' }));
    expect(await upcoming.findByRole('list', { name: 'Today' })).toHaveTextContent('House cleaning, 3 hours');
    expect(upcoming.getByRole('link', { name: 'House cleaning, 3 hours' })).toHaveAttribute('href', `/provider/job/${confirmedJob.id}`);
    const money = within(screen.getByRole('region', { name: 'Earnings' }));
    expect(await money.findByText('$524.68')).toBeInTheDocument();
    expect(money.getByText('4 completed jobs')).toBeInTheDocument();
  });

  it('says when there is nothing, and offers Try again when a section failed', async () => {
    let fail = true;
    fakeApi(
      handlers({
        'providerJobs.requests': () => ({ requests: [] }),
        'providerJobs.upcoming': () => {
          if (fail) throw new ApiError(500, 'INTERNAL', 'Something went wrong on our side.');
          return { jobs: [], hasMore: false };
        },
      }),
    );
    openHome();
    expect(await screen.findByText('No requests right now')).toBeInTheDocument();
    const upcoming = within(screen.getByRole('region', { name: 'Today and upcoming' }));
    expect(await upcoming.findByText('Something went wrong on our side.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(upcoming.getByRole('button', { name: 'Try again' }));
    expect(await upcoming.findByText('No upcoming jobs')).toBeInTheDocument();
  });
});
