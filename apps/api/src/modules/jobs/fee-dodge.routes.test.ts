import { clearBlockingJobs, insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/**
 * Rescheduling never makes cancelling cheaper (docs/booking.md): a job moved once its free
 * window has closed keeps the fee, however far it moves; one moved while still free gets the
 * new time's window. The clock moves; the policy in nyc is 24 free hours, then 25 %.
 */
const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let customerId: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  customer = await loginAs(t.app, 'customer@example.com');
  customerId = await userIdOf(t.db, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
  // Her seeded week would overlap the jobs these tests put 30 hours from now at some times of day.
  await clearBlockingJobs(t.db, [maria]);
});
afterAll(() => t.close());

const quoteOf = async (jobId: string) => (await apiCall(t, 'GET', `/api/jobs/${jobId}/cancellation`, { cookie: customer })).json();
const jobOf = async (jobId: string) => (await apiCall(t, 'GET', `/api/jobs/${jobId}`, { cookie: customer })).json();
const feeOf = (totalMinor: number) => Math.floor((totalMinor * 2500 + 5000) / 10_000);

/** The first start the slot engine offers for the job at least `days` from now. */
async function startInDays(jobId: string, days: number): Promise<string> {
  const slots = (await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer })).json();
  const starts = (slots.days as Array<{ slots: Array<{ start: string }> }>).flatMap((day) => day.slots.map((slot) => slot.start));
  const start = starts.find((candidate) => Date.parse(candidate) >= clock + days * DAY_MS);
  if (!start) throw new Error(`No start ${days} days ahead`);
  return start;
}

async function reschedule(jobId: string, start: string) {
  const response = await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start } });
  expect(response.statusCode).toBe(200);
  return response.json();
}

it('a job moved to next month from inside its fee window still costs the fee: quote, job page and cancellation agree', async () => {
  const start = clock + 30 * HOUR_MS;
  const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(start) });
  const deadline = new Date(start - 24 * HOUR_MS).toISOString();
  clock += 10 * HOUR_MS; // 20 hours before the start: inside the window
  const fee = feeOf((await jobOf(jobId)).totalMinor);
  expect(await quoteOf(jobId)).toMatchObject({ freeUntil: deadline, feeMinor: fee });

  const moved = await reschedule(jobId, await startInDays(jobId, 28));
  expect(Date.parse(moved.start)).toBeGreaterThan(clock + 27 * DAY_MS);
  expect(await quoteOf(jobId)).toEqual({ allowed: true, freeUntil: deadline, feeMinor: fee, refundMinor: 0, currency: 'USD' });
  // The job page's policy text reads this deadline.
  expect(moved.policy).toEqual({ freeCancellationHours: 24, cancellationFeeBps: 2500, freeCancellationUntil: deadline });

  clock += 2 * DAY_MS; // still weeks before the new start
  expect((await quoteOf(jobId)).feeMinor).toBe(fee);
  const cancelled = await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Changed my mind' } });
  expect(cancelled.statusCode).toBe(200);
  const row = await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow();
  expect(row.cancellation_fee_minor).toBe(fee);
});

it('moving it again, even back and forth, never reopens the window', async () => {
  const start = clock + 30 * HOUR_MS;
  const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(start) });
  const deadline = new Date(start - 24 * HOUR_MS).toISOString();
  clock += 7 * HOUR_MS;
  await reschedule(jobId, await startInDays(jobId, 10));
  await reschedule(jobId, await startInDays(jobId, 40));
  expect((await quoteOf(jobId)).feeMinor).toBeGreaterThan(0);
  expect((await jobOf(jobId)).policy.freeCancellationUntil).toBe(deadline);
});

it('a job moved while cancelling is still free gets the new time’s window', async () => {
  const jobId = await insertTestJob(t.db, { customerId, providerId: maria, marketId: 'nyc', start: new Date(clock + 5 * DAY_MS) });
  const moved = await reschedule(jobId, await startInDays(jobId, 20));
  const deadline = new Date(Date.parse(moved.start) - 24 * HOUR_MS).toISOString();
  expect(moved.policy.freeCancellationUntil).toBe(deadline);
  expect(await quoteOf(jobId)).toMatchObject({ freeUntil: deadline, feeMinor: 0 });
  clock += 10 * DAY_MS; // past the old window, well before the new one
  expect((await quoteOf(jobId)).feeMinor).toBe(0);
  await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Plans changed' } });
  expect((await t.db.selectFrom('jobs').select('cancellation_fee_minor').where('id', '=', jobId).executeTakeFirstOrThrow()).cancellation_fee_minor).toBe(0);
});
