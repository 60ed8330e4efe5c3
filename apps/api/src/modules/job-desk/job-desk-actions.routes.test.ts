import { bookableJob, call, DAY_MS, desk, type DeskWorld, HOUR_MS, jobFor, MINUTE_MS, post, setUpDeskWorld } from '../../test-support/desk-fixtures';
import { TEST_NOW } from '../../test-support/test-clock';

/** The job desk's status changes and cancellations, and the before → after other paths record. */
let t: DeskWorld['t'];
let manager: DeskWorld['manager'];
let provider: DeskWorld['provider'];
let maria: DeskWorld['maria'];
let nycProviders: DeskWorld['nycProviders'];
beforeAll(async () => {
  ({ t, manager, provider, maria, nycProviders } = await setUpDeskWorld());
});
afterAll(() => t.close());

describe('status changes', () => {
  it('unassigns with a reason, recording the provider let go', async () => {
    const jobId = await jobFor('confirmed');
    const response = await post(jobId, 'status', { action: 'unassign', reason: 'Provider asked to drop it' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ status: 'unassigned', provider: null, actions: ['assign', 'cancel'] }));
    expect(response.json().history.at(-1).changes.provider).toEqual({ before: expect.objectContaining({ id: maria }), after: null });
  });

  it('accepts a request, starts and completes a job, records a no-show, on the provider’s behalf', async () => {
    const requested = await jobFor('requested');
    await t.db.updateTable('jobs').set({ respond_by: new Date(TEST_NOW + HOUR_MS) }).where('id', '=', requested).execute();
    expect((await desk(requested)).json().actions).toEqual(['accept', 'unassign', 'assign', 'cancel', 'reschedule']);
    expect((await post(requested, 'status', { action: 'accept', reason: 'Confirmed by phone' })).json().status).toBe('confirmed');

    const now = await jobFor('confirmed', new Date(TEST_NOW - 10 * MINUTE_MS), nycProviders.find((id) => id !== maria));
    expect((await desk(now)).json().actions).toEqual(['start', 'noShow', 'unassign', 'cancel', 'reschedule']);
    expect((await post(now, 'status', { action: 'start', reason: 'Provider’s phone is dead' })).json().status).toBe('in_progress');
    const completed = await post(now, 'status', { action: 'complete', reason: 'Customer confirmed' });
    expect(completed.json()).toEqual(expect.objectContaining({ status: 'completed', actions: [] }));
    expect(completed.json().history.at(-1)).toEqual(expect.objectContaining({ from: 'in_progress', to: 'completed', reason: 'Customer confirmed', changes: null }));

    const absent = await jobFor('confirmed', new Date(TEST_NOW - 2 * DAY_MS));
    expect((await post(absent, 'status', { action: 'noShow', reason: 'Nobody home' })).json().status).toBe('no_show');
  });

  it('refuses an illegal step with a clear 409 and bad input with 400', async () => {
    const jobId = await jobFor('confirmed');
    const illegal = await post(jobId, 'status', { action: 'complete', reason: 'Done' });
    expect(illegal.statusCode).toBe(409);
    expect(illegal.json().error).toEqual(expect.objectContaining({ code: 'INVALID_TRANSITION', message: 'A confirmed job cannot be completed.' }));
    const early = await post(jobId, 'status', { action: 'start', reason: 'Early' });
    expect(early.statusCode).toBe(409);
    expect(early.json().error.message).toMatch(/30 minutes before its start/);
    expect((await post(jobId, 'status', { action: 'start', reason: '  ' })).statusCode).toBe(400);
    expect((await post(jobId, 'status', { action: 'start', reason: 'x'.repeat(501) })).statusCode).toBe(400);
    expect((await post(jobId, 'status', { action: 'cancel', reason: 'Use the cancel endpoint' })).statusCode).toBe(400);
    expect((await post(jobId, 'status', {})).statusCode).toBe(400);
  });
});

describe('cancel', () => {
  let count = 0;
  /** Inside the free-cancellation window (24 hours), with a provider no other test here books that soon. */
  const inFeeWindow = () => jobFor('confirmed', new Date(TEST_NOW + 2 * HOUR_MS + (count += 1) * 3 * HOUR_MS), nycProviders.at(-1));

  it('on the customer’s behalf applies the fee from the policy snapshot, shown before as the quote', async () => {
    const jobId = await inFeeWindow();
    const before = (await desk(jobId)).json();
    const expected = Math.round((before.price.totalMinor * before.policy.cancellationFeeBps) / 10_000);
    expect(before.cancellationQuote.feeIfAppliedMinor).toBe(expected);
    expect(expected).toBeGreaterThan(0);
    const response = await post(jobId, 'cancel', { onBehalfOf: 'customer', fee: 'apply', reason: 'Customer called: moving out' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(expect.objectContaining({ status: 'cancelled', cancellationFeeMinor: expected }));
    expect(response.json().history.at(-1)).toEqual(
      expect.objectContaining({ to: 'cancelled', reason: 'Customer called: moving out', changes: { cancellation: { onBehalfOf: 'customer', fee: 'apply', feeMinor: expected } } }),
    );
    const again = await post(jobId, 'cancel', { onBehalfOf: 'customer', fee: 'waive', reason: 'Twice' });
    expect(again.statusCode).toBe(409);
  });

  it('waives the fee (0), on the customer’s or the company’s behalf; the company never applies one', async () => {
    const waived = await inFeeWindow();
    const response = await post(waived, 'cancel', { onBehalfOf: 'customer', fee: 'waive', reason: 'Goodwill' });
    expect(response.json()).toEqual(expect.objectContaining({ status: 'cancelled', cancellationFeeMinor: 0 }));
    expect(response.json().history.at(-1).changes).toEqual({ cancellation: { onBehalfOf: 'customer', fee: 'waive', feeMinor: 0 } });

    const company = await inFeeWindow();
    const refused = await post(company, 'cancel', { onBehalfOf: 'company', fee: 'apply', reason: 'No provider' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors.fee).toBeDefined();
    expect((await post(company, 'cancel', { onBehalfOf: 'company', fee: 'waive', reason: 'No provider' })).json().cancellationFeeMinor).toBe(0);
    expect((await post(company, 'cancel', { onBehalfOf: 'someone', fee: 'waive', reason: 'x' })).statusCode).toBe(400);
  });
});

describe('before → after on the other paths', () => {
  it('a manager’s reschedule (the existing endpoint) records the times; a decline records the provider let go', async () => {
    const { jobId, start } = await bookableJob();
    const slots = (await call('POST', `/api/jobs/${jobId}/reschedule/slots`, manager)).json();
    const to = slots.days[0].slots[0].start as string;
    const moved = await call('POST', `/api/jobs/${jobId}/reschedule`, manager, { start: to });
    expect(moved.statusCode).toBe(200);
    const last = (await desk(jobId)).json().history.at(-1);
    expect(last.changes.start).toEqual({ before: start.toISOString(), after: new Date(to).toISOString() });
    expect(last.changes.end.before).toEqual(expect.any(String));

    const requested = await jobFor('requested');
    await call('POST', `/api/provider/jobs/${requested}/decline`, provider, { reason: 'Fully booked' });
    expect((await desk(requested)).json().history.at(-1).changes).toEqual({ provider: { before: expect.objectContaining({ id: maria }), after: null } });
  });
});
