import { testDeps } from '../../test-support/job-fixtures';
import { bookThroughApi } from '../../test-support/money-fixtures';
import { demoParties, emailAndInApp, linesOf, messagesOf, queuedFor, queuedIdsOf } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { expireRequest } from '../jobs/expire-request';
import { testPaymentMethods } from '../payments/test-gateway';

/** Who is told what, on which channel, by each step of a job taken through the HTTP API (docs/product.md §6). */
const MINUTE_MS = 60_000;
/**
 * What a step the customer took tells: them by email (a confirmation), the provider and the
 * managers. Managers are emailed by default only when a job needs them (a cancellation), and
 * told in-app about the rest (a new booking, a new time).
 */
const customersOwnStep = (managers: 'email and in-app' | 'in-app') => [
  'customer@example.com email customer pending',
  ...(managers === 'in-app' ? ['manager@example.com in_app manager sent'] : emailAndInApp('manager')),
  ...emailAndInApp('provider'),
];

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let provider: string;
let manager: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ({ customer, provider, manager, maria } = await demoParties(t));
});
afterEach(() => {
  clock = TEST_NOW;
});
afterAll(() => t.close());

async function book(afterDays = 3) {
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.visa, afterDays, now: new Date(clock) });
  expect(placed.statusCode).toBe(201);
  return { jobId: placed.json().job.id as string, start: start.getTime() };
}
const act = async (jobId: string, action: string, body: unknown = {}) => {
  const response = await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/${action}`, { cookie: provider, body });
  expect(response.statusCode).toBe(200);
};
const desk = async (jobId: string, what: string, body: unknown) => {
  const response = await apiCall(t, 'POST', `/api/markets/nyc/jobs/${jobId}/${what}`, { cookie: manager, body });
  expect(response.statusCode).toBe(200);
};

describe('booked', () => {
  it('tells the customer by email only (their own booking), the provider and the market’s managers; email is queued, in-app delivered', async () => {
    const { jobId } = await book();
    const messages = await messagesOf(t, 'booked', jobId);
    // The provider has no phone: no SMS although her default has it. Admins are not told about every booking.
    expect(linesOf(messages)).toEqual(customersOwnStep('in-app'));
    const eventId = (await t.db.selectFrom('job_events').select('id').where('job_id', '=', jobId).executeTakeFirstOrThrow()).id;
    expect(new Set(messages.map((message) => message.key))).toEqual(new Set([`job-event:${eventId}`]));
    expect(messages.find((message) => message.channel === 'email')!.recipient).toBe('customer@example.com');
    expect(messages[0]!.payload).toMatchObject({
      kind: 'job',
      event: 'booked',
      recipientName: 'Jordan Miller',
      job: { id: jobId, marketName: 'New York City', timeZone: 'America/New_York', currency: 'USD', services: 'Home cleaning × 2 h', customerName: 'Jordan Miller', providerName: 'Maria Alvarez', status: 'requested' },
      previousStart: null,
      noShow: false,
    });
    expect(await queuedFor(t, await queuedIdsOf(t, jobId))).toBe(2);
  });
});

describe('the provider answers', () => {
  it('accepting tells the customer (email and in-app), not the provider who did it', async () => {
    const { jobId } = await book();
    await act(jobId, 'accept');
    expect(linesOf(await messagesOf(t, 'confirmed', jobId))).toEqual(emailAndInApp('customer'));
  });

  it('declining tells the customer and the managers with the reason, not the provider who declined', async () => {
    const { jobId } = await book();
    await act(jobId, 'decline', { reason: 'Away that week' });
    const messages = await messagesOf(t, 'unassigned', jobId);
    expect(linesOf(messages)).toEqual([...emailAndInApp('customer'), ...emailAndInApp('manager')]);
    expect(messages[0]!.payload).toMatchObject({ reason: 'Away that week', job: { status: 'unassigned', providerName: null } });
  });

  it('no answer in time: the provider who had it is told as well (the system acted)', async () => {
    const { jobId } = await book();
    const respondBy = (await t.db.selectFrom('jobs').select('respond_by').where('id', '=', jobId).executeTakeFirstOrThrow()).respond_by!;
    clock = respondBy.getTime() + MINUTE_MS;
    expect(await expireRequest(testDeps(t, () => new Date(clock)), jobId)).toBe('expired');
    expect(linesOf(await messagesOf(t, 'unassigned', jobId))).toEqual([...emailAndInApp('customer'), ...emailAndInApp('manager'), ...emailAndInApp('provider')]);
  });
});

describe('the job desk', () => {
  it('a manager’s assignment is a new request for that provider only; the manager who acted is not told', async () => {
    const { jobId } = await book();
    await act(jobId, 'decline', { reason: 'Away that week' });
    await desk(jobId, 'assign', { providerId: maria, reason: 'She is back' });
    const events = await t.db.selectFrom('job_events').select('id').where('job_id', '=', jobId).orderBy('id').execute();
    const messages = (await messagesOf(t, 'booked', jobId)).filter((message) => message.key === `job-event:${events.at(-1)!.id}`);
    expect(linesOf(messages)).toEqual(emailAndInApp('provider'));
  });

  it('a manager’s unassignment tells the customer and the provider who had it; not the manager who did it', async () => {
    const { jobId } = await book();
    await act(jobId, 'accept');
    await desk(jobId, 'status', { action: 'unassign', reason: 'Provider is ill' });
    expect(linesOf(await messagesOf(t, 'unassigned', jobId))).toEqual([...emailAndInApp('customer'), ...emailAndInApp('provider')]);
  });

  it('a cancellation by the desk tells the customer, the provider and the market’s managers (the acting one excepted)', async () => {
    const { jobId } = await book();
    await desk(jobId, 'cancel', { onBehalfOf: 'company', fee: 'waive', reason: 'Storm warning' });
    const messages = await messagesOf(t, 'cancelled', jobId);
    expect(linesOf(messages)).toEqual([...emailAndInApp('customer'), ...emailAndInApp('provider')]);
    expect(messages[0]!.payload).toMatchObject({ reason: 'Storm warning', noShow: false, job: { status: 'cancelled' } });
  });
});

describe('the customer', () => {
  it('cancelling: the customer gets the email confirmation only; provider and managers are told', async () => {
    const { jobId } = await book();
    expect((await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Plans changed' } })).statusCode).toBe(200);
    expect(linesOf(await messagesOf(t, 'cancelled', jobId))).toEqual(customersOwnStep('email and in-app'));
  });

  it('rescheduling tells the provider and the managers, and confirms to the customer by email, with the previous start', async () => {
    const { jobId, start } = await book();
    const slots = (await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer })).json() as { days: Array<{ slots: Array<{ start: string }> }> };
    const to = slots.days.flatMap((day) => day.slots).find((slot) => new Date(slot.start).getTime() > start)!.start;
    expect((await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start: to } })).statusCode).toBe(200);
    const messages = await messagesOf(t, 'rescheduled', jobId);
    expect(linesOf(messages)).toEqual(customersOwnStep('in-app'));
    expect(messages[0]!.payload).toMatchObject({ previousStart: new Date(start).toISOString(), job: { start: to }, icsSequence: 1 });
  });
});

describe('the visit', () => {
  it('start tells the customer in-app (email off by default); a no-show is a cancellation marked as missed', async () => {
    const { jobId, start } = await book(1);
    await act(jobId, 'accept');
    clock = start - 20 * MINUTE_MS;
    await act(jobId, 'start');
    expect(linesOf(await messagesOf(t, 'started', jobId))).toEqual(['customer@example.com in_app customer sent']);

    const other = await book(2);
    await act(other.jobId, 'accept');
    clock = other.start + 30 * MINUTE_MS;
    await act(other.jobId, 'no-show', {});
    const missed = await messagesOf(t, 'cancelled', other.jobId);
    expect(linesOf(missed)).toEqual([...emailAndInApp('customer'), ...emailAndInApp('manager')]);
    expect(missed[0]!.payload).toMatchObject({ noShow: true, job: { status: 'no_show' } });
  });
});
