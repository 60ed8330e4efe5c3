import { testDeps } from '../../test-support/job-fixtures';
import { bookThroughApi } from '../../test-support/money-fixtures';
import { demoParties, emailAndInApp, linesOf, messagesOf } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { testPaymentMethods } from '../payments/test-gateway';
import { sendDueReminders } from './reminders';

/** Reminders a market's setting before the start: written at booking, moved by a reschedule, dropped with a cancellation, sent once. */
const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

let clock = TEST_NOW;
let t: TestApp;
let customer: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp({}, { now: () => new Date(clock) });
  ({ customer, maria } = await demoParties(t));
});
afterEach(async () => {
  clock = TEST_NOW;
  // Each test sweeps for its own job only.
  await t.db.deleteFrom('job_reminders').execute();
});
afterAll(() => t.close());

const deps = () => testDeps(t, () => new Date(clock));
const reminderOf = (jobId: string) => t.db.selectFrom('job_reminders').selectAll().where('job_id', '=', jobId).executeTakeFirst();

async function book() {
  const { placed, start } = await bookThroughApi(t, customer, maria, { paymentMethod: testPaymentMethods.visa, afterDays: 3, now: new Date(clock) });
  expect(placed.statusCode).toBe(201);
  return { jobId: placed.json().job.id as string, start: start.getTime() };
}

/** Another start of the same job, `later` than its own, from the reschedule slots. */
async function laterStart(jobId: string, after: number): Promise<string> {
  const slots = (await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer })).json() as { days: Array<{ slots: Array<{ start: string }> }> };
  return slots.days.flatMap((day) => day.slots).find((slot) => new Date(slot.start).getTime() > after)!.start;
}
/**
 * The latest start of the same job before its own, more than a day from now: moved there with
 * the clock 23 hours before it, the job has not started yet (a later start could be more than
 * 23 hours after its own, past a weekend, at some times of day).
 */
async function earlierStart(jobId: string, before: number): Promise<string> {
  const slots = (await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule/slots`, { cookie: customer })).json() as { days: Array<{ slots: Array<{ start: string }> }> };
  const earlier = slots.days.flatMap((day) => day.slots).filter((slot) => new Date(slot.start).getTime() < before && new Date(slot.start).getTime() > TEST_NOW + 24 * HOUR_MS);
  return earlier.at(-1)!.start;
}
const reschedule = async (jobId: string, start: string) => {
  const response = await apiCall(t, 'POST', `/api/jobs/${jobId}/reschedule`, { cookie: customer, body: { start } });
  expect([response.statusCode, response.statusCode === 200 ? null : response.body]).toEqual([200, null]);
};

it('is written at booking for the market’s hours before the start, and sent once when due: to the customer and the provider', async () => {
  const { jobId, start } = await book();
  expect(await reminderOf(jobId)).toEqual({ job_id: jobId, due_at: new Date(start - 24 * HOUR_MS), starts_at: new Date(start), sent_at: null });
  clock = start - 24 * HOUR_MS - MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(0);
  clock = start - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(1);
  const messages = await messagesOf(t, 'reminder', jobId);
  // The provider's email comes from her customer side's default (preferences.ts: any of a user's sides).
  // A provider's reminders come by text (she has no phone here) and in-app, not by email.
  expect(linesOf(messages)).toEqual([...emailAndInApp('customer'), 'provider@example.com in_app provider sent']);
  expect(messages[0]!.key).toBe(`reminder:${jobId}:${new Date(start).toISOString()}`);
  expect((await reminderOf(jobId))!.sent_at).toEqual(new Date(clock));
  expect(await sendDueReminders(deps())).toBe(0);
});

it('follows the market’s setting', async () => {
  await t.db.updateTable('markets').set({ reminder_hours_before: 3 }).where('id', '=', 'nyc').execute();
  try {
    const { jobId, start } = await book();
    expect((await reminderOf(jobId))!.due_at).toEqual(new Date(start - 3 * HOUR_MS));
  } finally {
    await t.db.updateTable('markets').set({ reminder_hours_before: 24 }).where('id', '=', 'nyc').execute();
  }
});

it('moves with a reschedule: due before the new start, the old start never reminded of', async () => {
  const { jobId, start } = await book();
  const to = await laterStart(jobId, start + 2 * HOUR_MS);
  await reschedule(jobId, to);
  const moved = new Date(to).getTime();
  expect(await reminderOf(jobId)).toMatchObject({ due_at: new Date(moved - 24 * HOUR_MS), starts_at: new Date(moved), sent_at: null });
  clock = start - 24 * HOUR_MS + MINUTE_MS; // when the old one would have been due
  expect(await sendDueReminders(deps())).toBe(0);
  clock = moved - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(1);
  expect(new Set((await messagesOf(t, 'reminder', jobId)).map((message) => message.key))).toEqual(new Set([`reminder:${jobId}:${to}`]));
});

it('rescheduled once due but before a sweep sent it: the old start is not reminded of, the new one is when due', async () => {
  const { jobId, start } = await book();
  clock = start - 24 * HOUR_MS + MINUTE_MS;
  const to = await laterStart(jobId, start + 2 * HOUR_MS);
  await reschedule(jobId, to);
  expect(await sendDueReminders(deps())).toBe(0);
  clock = new Date(to).getTime() - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(1);
  expect(new Set((await messagesOf(t, 'reminder', jobId)).map((message) => message.key))).toEqual(new Set([`reminder:${jobId}:${to}`]));
});

it('moved to less than the setting before its start, there is none (it would already be due)', async () => {
  const { jobId, start } = await book();
  const to = await earlierStart(jobId, start);
  clock = new Date(to).getTime() - 23 * HOUR_MS;
  await reschedule(jobId, to);
  expect(await reminderOf(jobId)).toBeUndefined();
});

it('is due again after a reschedule of a job already reminded of', async () => {
  const { jobId, start } = await book();
  clock = start - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(1);
  clock = TEST_NOW;
  const to = await laterStart(jobId, start + 2 * HOUR_MS);
  await reschedule(jobId, to);
  expect((await reminderOf(jobId))!.sent_at).toBeNull();
  clock = new Date(to).getTime() - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(1);
  expect(new Set((await messagesOf(t, 'reminder', jobId)).map((message) => message.key))).toEqual(new Set([`reminder:${jobId}:${new Date(start).toISOString()}`, `reminder:${jobId}:${to}`]));
});

it('is dropped when the job is cancelled', async () => {
  const { jobId, start } = await book();
  expect((await apiCall(t, 'POST', `/api/jobs/${jobId}/cancel`, { cookie: customer, body: { reason: 'Plans changed' } })).statusCode).toBe(200);
  expect(await reminderOf(jobId)).toBeUndefined();
  clock = start - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(0);
  expect(await messagesOf(t, 'reminder', jobId)).toEqual([]);
});

it('is not sent, and is dropped, when it reminds of a start the job no longer has', async () => {
  const { jobId, start } = await book();
  // As if the job had moved without its reminder following.
  await t.db.updateTable('job_reminders').set({ starts_at: new Date(start - HOUR_MS) }).where('job_id', '=', jobId).execute();
  clock = start - 24 * HOUR_MS + MINUTE_MS;
  expect(await sendDueReminders(deps())).toBe(0);
  expect(await reminderOf(jobId)).toBeUndefined();
  expect(await messagesOf(t, 'reminder', jobId)).toEqual([]);
});

it('is sent once by two sweeps at the same moment', async () => {
  const { jobId, start } = await book();
  clock = start - 24 * HOUR_MS + MINUTE_MS;
  const counts = await Promise.all([sendDueReminders(deps()), sendDueReminders(deps())]);
  expect(counts[0]! + counts[1]!).toBe(1);
  expect(await messagesOf(t, 'reminder', jobId)).toHaveLength(3);
});
