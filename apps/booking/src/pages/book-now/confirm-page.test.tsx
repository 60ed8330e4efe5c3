import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/session';
import { freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, hold, jobDetail, nyc, quote, slots } from '../../test/fixtures';
import { callsTo, mockApi, type Handlers } from '@marketplace/test-support/mock-api';
import { renderWithProviders } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import JobPage from '../job/job-page';
import ConfirmPage from './confirm-page';

// The page's one API client, wherever it is called from (the shared queries too).
jest.mock('@marketplace/session/api', () => ({ api: jest.fn() }));

const base: Handlers = { 'markets.get': () => nyc, 'booking.quote': () => quote };
const renderConfirm = () => renderWithProviders(<ConfirmPage />, { route: '/book-now/confirm', path: '/book-now/confirm', user: customer });
const bookNow = () => screen.findByRole('button', { name: 'Book now' });

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft(completeDraft);
});
afterEach(() => jest.useRealTimers());

describe('ConfirmPage', () => {
  it('sums up the booking, its price and the cancellation policy', async () => {
    mockApi(base);
    saveDraft({ ...completeDraft, jobInfo: { ...completeDraft.jobInfo!, descriptionHtml: '<p>Deep clean<img src=x onerror="alert(1)"><script>alert(2)</script></p>' } });
    renderConfirm();
    expect(await screen.findByRole('heading', { level: 1, name: 'Review and book' })).toBeInTheDocument();
    const review = await screen.findByRole('region', { name: 'Your booking' });
    expect(within(review).getByText('House cleaning')).toBeInTheDocument();
    expect(within(review).getByText('3 hours')).toBeInTheDocument();
    expect(within(review).getByText('Monday, March 2, 2026')).toBeInTheDocument();
    expect(within(review).getByText('New York time (EST)')).toBeInTheDocument();
    expect(within(review).getByText('Mehmet Yilmaz')).toBeInTheDocument();
    expect(within(review).getByText(/350 5th Ave/)).toHaveTextContent('350 5th Ave, Apt 4');
    expect(within(review).getByText('Deep clean')).toBeInTheDocument();
    expect(review.querySelector('img, script')).toBeNull();
    expect(within(review).getByText('Access notes: Doorman has a key')).toBeInTheDocument();
    expect(within(review).getByText(/ana@example.com/)).toBeInTheDocument();
    expect(within(review).getByRole('link', { name: 'Change address' })).toHaveAttribute('href', '/book-now/address');

    const price = await screen.findByRole('table', { name: 'Price' });
    expect(within(price).getByRole('row', { name: /^Service fee/ })).toHaveTextContent('$6.75');
    expect(within(price).getByRole('row', { name: /^Total/ })).toHaveTextContent('$154.32');
    const policy = screen.getByRole('region', { name: 'Cancellation policy' });
    // 23 hours before the start: the free period is already over.
    expect(policy).toHaveTextContent('The job starts in less than 24 hours, so cancelling it costs 20% of the price ($30.86).');
    expect(screen.getByText('We’re holding this time for about 10 minutes.')).toBeInTheDocument();
  });

  it('masks the address, job details and contact in session replay, not the rest of the review', async () => {
    mockApi(base);
    renderConfirm();
    const review = await screen.findByRole('region', { name: 'Your booking' });
    const masked = (element: Element) => element.closest(PERSONAL_DATA_SELECTOR) !== null;
    expect(masked(within(review).getByText(/350 5th Ave/))).toBe(true);
    expect(masked(within(review).getByText('Access notes: Doorman has a key'))).toBe(true);
    expect(masked(within(review).getByText(/ana@example.com/))).toBe(true);
    expect(masked(within(review).getByText('House cleaning'))).toBe(false);
    expect(masked(within(review).getByText('Mehmet Yilmaz'))).toBe(false);
  });

  it('places the booking with the draft’s key, then shows the job and starts a new draft', async () => {
    const api = mockApi({ ...base, 'jobs.place': () => ({ job: { ...jobDetail, status: 'requested' } }) });
    renderConfirm();
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    expect(screen.getByTestId('notice')).toHaveTextContent('Booked! We’ve sent your request to Mehmet Yilmaz');
    expect(callsTo('jobs.place')).toEqual([
      {
        body: {
          holdId: hold.id,
          idempotencyKey: completeDraft.idempotencyKey,
          services: completeDraft.services,
          address: completeDraft.address,
          jobInfo: completeDraft.jobInfo,
          contact: completeDraft.contact,
        },
      },
    ]);
    expect(api).toHaveBeenCalledWith('jobs.place', expect.anything());
    expect(draftStore.get().marketId).toBeUndefined();
    expect(draftStore.get().idempotencyKey).not.toBe(completeDraft.idempotencyKey);
  });

  it('shows the job it was just given on the job page without fetching it again', async () => {
    mockApi({ ...base, 'jobs.place': () => ({ job: { ...jobDetail, status: 'requested' } }) });
    // The shell's query client keeps data fresh for 30 s; a GET of the job would fail here loudly.
    renderWithProviders(<ConfirmPage />, { route: '/book-now/confirm', path: '/book-now/confirm', user: customer, routes: { '/job/:id': <JobPage /> }, staleTime: 30_000 });
    await userEvent.click(await bookNow());
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(callsTo('jobs.get')).toEqual([]);
  });

  it('sends one booking however often Book now is pressed while it is on its way', async () => {
    let answer: (value: { job: typeof jobDetail }) => void = () => undefined;
    mockApi({ ...base, 'jobs.place': () => new Promise((resolve) => (answer = resolve)) });
    renderConfirm();
    const button = await bookNow();
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(callsTo('jobs.place')).toHaveLength(1);
    await act(async () => answer({ job: jobDetail }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    expect(callsTo('jobs.place')).toHaveLength(1);
  });

  it('goes back to the times when the time was just taken, with fresh times', async () => {
    mockApi({
      ...base,
      'jobs.place': () => {
        throw new ApiError(409, 'SLOT_TAKEN', 'That time was just taken');
      },
    });
    const { queryClient } = renderConfirm();
    queryClient.setQueryData(queryKeys.markets.slots('nyc', completeDraft.services, '10001'), slots);
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('That time was just taken. Here are the next available times.');
    expect(queryClient.getQueryData(queryKeys.markets.slots('nyc', completeDraft.services, '10001'))).toBeUndefined();
    expect(draftStore.get()).toMatchObject({ start: undefined, hold: undefined, contact: completeDraft.contact, jobInfo: completeDraft.jobInfo });
  });

  it('goes back to the times when the hold ran out, keeping the time', async () => {
    mockApi({
      ...base,
      'jobs.place': () => {
        throw new ApiError(409, 'HOLD_EXPIRED', 'The hold expired');
      },
    });
    renderConfirm();
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('The time we held for you ran out');
    expect(draftStore.get()).toMatchObject({ start: hold.start, hold: undefined, services: completeDraft.services });
  });

  it('sends the customer back live when the hold runs out on this screen', async () => {
    mockApi(base);
    renderConfirm();
    await bookNow();
    act(() => jest.setSystemTime(Date.parse(hold.expiresAt)));
    expect(await screen.findByTestId('location', undefined, { timeout: 2500 })).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('The time we held for you ran out');
    expect(draftStore.get().hold).toBeUndefined();
    expect(callsTo('jobs.place')).toHaveLength(0);
  });

  it('sends the customer to the step whose fields the API refused', async () => {
    mockApi({
      ...base,
      'jobs.place': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Check the booking', { 'address.postalCode': ['We don’t serve this postal code'], 'contact.phone': ['Bad'] });
      },
    });
    renderConfirm();
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/address');
    expect(screen.getByTestId('notice')).toHaveTextContent('We don’t serve this postal code');
    expect(JSON.parse(screen.getByTestId('field-errors').textContent ?? '{}')).toMatchObject({ 'address.postalCode': ['We don’t serve this postal code'] });
    expect(draftStore.get().hold).toEqual(completeDraft.hold);
  });

  it('says what went wrong otherwise, and lets the customer try again with the same key', async () => {
    let fail = true;
    mockApi({
      ...base,
      'jobs.place': () => {
        if (fail) throw new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable.');
        return { job: jobDetail };
      },
    });
    renderConfirm();
    await userEvent.click(await bookNow());
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable. You can try again');
    fail = false;
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    expect(callsTo('jobs.place').map((call) => (call?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey)).toEqual([completeDraft.idempotencyKey, completeDraft.idempotencyKey]);
  });

  it('cannot be entered without a provider held, nor with a hold that ran out', async () => {
    mockApi(base);
    saveDraft({ ...completeDraft, hold: undefined });
    const { unmount } = renderConfirm();
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/provider-selection');
    unmount();
    freezeClock(Date.parse(hold.expiresAt) + 1000);
    saveDraft(completeDraft);
    renderConfirm();
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('The time we held for you ran out');
  });
});
