import { noMessages } from '@marketplace/job-ui/conversation-fixtures';
import { noProblems } from '@marketplace/job-ui/problem-fixtures';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import '@marketplace/test-support/resize-observer';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { queryKeys } from '@marketplace/api-client';
import { fillTestCard, freezeClock, saveDraft } from '../../test/booking-steps';
import { completeDraft, customer, heldPayment, hold, jobDetail, noPhotos, nyc, quote, slots } from '../../test/fixtures';
import { callsTo, fakeApi, type FakeHandlers } from '@marketplace/test-support/fake-api';
import { renderWithProviders } from '../../test/render';
import { draftStore } from '../../stores/booking-draft/draft-store';
import JobPage from '../job/job-page';
import ConfirmPage from './confirm-page';

const visaMethod = { id: 'pm_test_visa', brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 };
const base: FakeHandlers = { 'markets.get': () => nyc, 'booking.quote': () => quote, 'payments.createTestPaymentMethod': () => visaMethod, 'favourites.list': () => ({ providers: [] }) };
const renderConfirm = () => renderWithProviders(<ConfirmPage />, { route: '/book-now/confirm', path: '/book-now/confirm', user: customer });
const bookNow = () => screen.findByRole('button', { name: 'Book and authorise $154.32' });
/** The card first, then the button: what every booking on this page takes. */
async function payAndBook() {
  await bookNow();
  await fillTestCard();
  await userEvent.click(await bookNow());
}

beforeEach(() => {
  jest.clearAllMocks();
  freezeClock();
  saveDraft(completeDraft);
});
afterEach(() => jest.useRealTimers());

describe('ConfirmPage', () => {
  it('sums up the booking, its price and the cancellation policy', async () => {
    fakeApi(base);
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
    fakeApi(base);
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
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...base, 'jobs.place': () => ({ job: { ...jobDetail, status: 'requested' } }) });
    renderConfirm();
    await payAndBook();
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
          paymentMethod: 'pm_test_visa',
        },
      },
    ]);
    expect(draftStore.get().marketId).toBeUndefined();
    expect(draftStore.get().idempotencyKey).not.toBe(completeDraft.idempotencyKey);
  });

  it('shows the job it was just given on the job page without fetching it again', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...noMessages, ...noProblems, ...base, 'jobs.place': () => ({ job: { ...jobDetail, status: 'requested' } }), 'payments.jobPayment': () => heldPayment });
    // The shell's query client keeps data fresh for 30 s; a GET of the job would fail here loudly.
    renderWithProviders(<ConfirmPage />, { route: '/book-now/confirm', path: '/book-now/confirm', user: customer, routes: { '/job/:id': <JobPage /> }, staleTime: 30_000 });
    await payAndBook();
    expect(await screen.findByRole('heading', { level: 1, name: 'House cleaning, 3 hours' })).toBeInTheDocument();
    expect(screen.getByText('Requested')).toBeInTheDocument();
    expect(callsTo('jobs.get')).toEqual([]);
  });

  it('sends one booking however often Book now is pressed while it is on its way', async () => {
    let answer: (value: { job: typeof jobDetail }) => void = () => undefined;
    fakeApi({ 'jobPhotos.list': () => noPhotos, ...base, 'jobs.place': () => new Promise((resolve) => (answer = resolve)) });
    renderConfirm();
    const button = await bookNow();
    await fillTestCard();
    await userEvent.dblClick(button);
    await userEvent.click(button);
    await userEvent.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await waitFor(() => expect(callsTo('jobs.place')).toHaveLength(1));
    expect(callsTo('payments.createTestPaymentMethod')).toHaveLength(1);
    await act(async () => answer({ job: jobDetail }));
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    expect(callsTo('jobs.place')).toHaveLength(1);
  });

  it('goes back to the times when the time was just taken, with fresh times', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, 
      ...base,
      'jobs.place': () => {
        throw new ApiError(409, 'SLOT_TAKEN', 'That time was just taken');
      },
    });
    const { queryClient } = renderConfirm();
    queryClient.setQueryData(queryKeys.markets.slots('nyc', completeDraft.services, '10001'), slots);
    await payAndBook();
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('That time was just taken. Here are the next available times.');
    expect(queryClient.getQueryData(queryKeys.markets.slots('nyc', completeDraft.services, '10001'))).toBeUndefined();
    expect(draftStore.get()).toMatchObject({ start: undefined, hold: undefined, contact: completeDraft.contact, jobInfo: completeDraft.jobInfo });
  });

  it('goes back to the times when the hold ran out, keeping the time', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, 
      ...base,
      'jobs.place': () => {
        throw new ApiError(409, 'HOLD_EXPIRED', 'The hold expired');
      },
    });
    renderConfirm();
    await payAndBook();
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('The time we held for you ran out');
    expect(draftStore.get()).toMatchObject({ start: hold.start, hold: undefined, services: completeDraft.services });
  });

  it('sends the customer back live when the hold runs out on this screen', async () => {
    fakeApi(base);
    renderConfirm();
    await bookNow();
    act(() => jest.setSystemTime(Date.parse(hold.expiresAt)));
    expect(await screen.findByTestId('location', undefined, { timeout: 2500 })).toHaveTextContent('/book-now/time-selection');
    expect(screen.getByTestId('notice')).toHaveTextContent('The time we held for you ran out');
    expect(draftStore.get().hold).toBeUndefined();
    expect(callsTo('jobs.place')).toHaveLength(0);
  });

  it('sends the customer to the step whose fields the API refused', async () => {
    fakeApi({ 'jobPhotos.list': () => noPhotos, 
      ...base,
      'jobs.place': () => {
        throw new ApiError(400, 'VALIDATION_FAILED', 'Check the booking', { 'address.postalCode': ['We don’t serve this postal code'], 'contact.phone': ['Bad'] });
      },
    });
    renderConfirm();
    await payAndBook();
    expect(await screen.findByTestId('location')).toHaveTextContent('/book-now/address');
    expect(screen.getByTestId('notice')).toHaveTextContent('We don’t serve this postal code');
    expect(JSON.parse(screen.getByTestId('field-errors').textContent ?? '{}')).toMatchObject({ 'address.postalCode': ['We don’t serve this postal code'] });
    expect(draftStore.get().hold).toEqual(completeDraft.hold);
  });

  it('says what went wrong otherwise, and lets the customer try again with the same key', async () => {
    let fail = true;
    fakeApi({ 'jobPhotos.list': () => noPhotos, 
      ...base,
      'jobs.place': () => {
        if (fail) throw new ApiError(503, 'API_UNAVAILABLE', 'The service is temporarily unavailable.');
        return { job: jobDetail };
      },
    });
    renderConfirm();
    await payAndBook();
    expect(await screen.findByRole('alert')).toHaveTextContent('The service is temporarily unavailable. You can try again');
    fail = false;
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    expect(callsTo('jobs.place').map((call) => (call?.body as { idempotencyKey?: string } | undefined)?.idempotencyKey)).toEqual([completeDraft.idempotencyKey, completeDraft.idempotencyKey]);
  });

  it('cannot be entered without a provider held, nor with a hold that ran out', async () => {
    fakeApi(base);
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

  it('says what the button does: the total is held on the card now and taken when the job is done; test mode shows its cards', async () => {
    fakeApi(base);
    renderConfirm();
    await bookNow();
    const payment = screen.getByRole('region', { name: 'Payment' });
    expect(within(payment).getByText(/Test mode: no real money moves/)).toBeInTheDocument();
    expect(within(payment).getByRole('list', { name: 'Test cards' })).toHaveTextContent('4000 0000 0000 0002 is declined');
    expect(payment).toHaveTextContent('Booking holds $154.32 on your card now; it is only taken once the job is done.');
    expect(within(payment).getByRole('group', { name: 'Card' }).closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('shows what the card lacks per field and sends nothing', async () => {
    fakeApi(base);
    renderConfirm();
    await userEvent.click(await bookNow());
    expect(await screen.findByText('Enter the card number (12 to 19 digits)')).toBeInTheDocument();
    expect(screen.getByLabelText(/Card number/)).toHaveFocus();
    expect(callsTo('payments.createTestPaymentMethod')).toEqual([]);
    expect(callsTo('jobs.place')).toEqual([]);
  });

  it('shows a declined card’s message at the card, keeps the booking and its hold, and books with another card', async () => {
    const declinedMethod = { ...visaMethod, id: 'pm_test_declined', last4: '0002' };
    fakeApi({ 'jobPhotos.list': () => noPhotos, 
      ...base,
      'payments.createTestPaymentMethod': ({ body }) => ((body as { number: string }).number.endsWith('0002') ? declinedMethod : visaMethod),
      'jobs.place': ({ body }) => {
        if ((body as { paymentMethod: string }).paymentMethod === declinedMethod.id) throw new ApiError(402, 'PAYMENT_DECLINED', 'Your card was declined. Please use another card.');
        return { job: { ...jobDetail, status: 'requested' } };
      },
    });
    renderConfirm();
    await bookNow();
    await fillTestCard('4000 0000 0000 0002');
    await userEvent.click(await bookNow());
    const number = screen.getByLabelText(/Card number/);
    await waitFor(() => expect(number).toHaveFocus());
    expect(number).toHaveAccessibleDescription(expect.stringContaining('Your card was declined. Please use another card.'));
    expect(screen.queryByRole('alert', { name: 'We could not place your booking' })).toBeNull();
    expect(screen.getByRole('region', { name: 'Your booking' })).toBeInTheDocument();
    expect(draftStore.get().hold).toEqual(completeDraft.hold);

    await userEvent.clear(number);
    await userEvent.type(number, '4242 4242 4242 4242');
    await userEvent.click(await bookNow());
    expect(await screen.findByTestId('location')).toHaveTextContent(`/job/${jobDetail.id}`);
    const placed = callsTo('jobs.place').map((call) => call?.body as { idempotencyKey: string; paymentMethod: string });
    expect(placed.map((body) => body.paymentMethod)).toEqual(['pm_test_declined', 'pm_test_visa']);
    expect(placed.map((body) => body.idempotencyKey)).toEqual([completeDraft.idempotencyKey, completeDraft.idempotencyKey]);
  });
});
