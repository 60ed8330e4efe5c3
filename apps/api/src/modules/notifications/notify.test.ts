import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { bookThroughApi } from '../../test-support/money-fixtures';
import { demoParties, emailAndInApp, linesOf, messagesOf, queuedFor, queuedIdsOf } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { testPaymentMethods } from '../payments/test-gateway';
import { notify } from './notify';
import { saveOverrides } from './preferences';

/** Settings per channel, SMS only with a phone, and one message per cause: retried or rolled back, none doubled, none made up. */
let t: TestApp;
let customer: string;
let provider: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  ({ customer, provider, maria } = await demoParties(t));
});
afterAll(() => t.close());

async function book(paymentMethod: string = testPaymentMethods.visa) {
  const { placed } = await bookThroughApi(t, customer, maria, { paymentMethod, afterDays: 3 });
  return { placed, jobId: placed.statusCode === 201 ? (placed.json().job.id as string) : null };
}
const setPhone = (email: string, phone: string | null, verified = true) =>
  t.db.updateTable('users').set({ phone, phone_verified_at: phone && verified ? new Date(TEST_NOW) : null }).where('email', '=', email).execute();

describe('settings', () => {
  afterEach(async () => {
    await t.db.deleteFrom('notification_preferences').execute();
    await setPhone('provider@example.com', null);
  });

  it('a customer who turned off the confirmation email still sees it in the app', async () => {
    await saveOverrides(t.db, await userIdOf(t.db, 'customer@example.com'), [{ event: 'confirmed', channel: 'email', enabled: false }], new Date(TEST_NOW));
    const { jobId } = await book();
    expect((await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/accept`, { cookie: provider, body: {} })).statusCode).toBe(200);
    expect(linesOf(await messagesOf(t, 'confirmed', jobId!))).toEqual(['customer@example.com in_app customer sent']);
  });

  it('texts a provider who has a verified phone number (to that number), and not one who turned SMS off for that event', async () => {
    await setPhone('provider@example.com', '+1 212 555 0199');
    const { jobId } = await book();
    const texts = (await messagesOf(t, 'booked', jobId!)).filter((message) => message.channel === 'sms');
    expect(texts.map((text) => [text.email, text.recipient, text.status])).toEqual([['provider@example.com', '+1 212 555 0199', 'pending']]);

    await saveOverrides(t.db, await userIdOf(t.db, 'provider@example.com'), [{ event: 'booked', channel: 'sms', enabled: false }], new Date(TEST_NOW));
    const second = await book();
    expect((await messagesOf(t, 'booked', second.jobId!)).filter((message) => message.channel === 'sms')).toEqual([]);
  });

  it('texts a customer only once their phone is verified: an unverified number gets no text message', async () => {
    const customerId = await userIdOf(t.db, 'customer@example.com');
    await saveOverrides(t.db, customerId, [{ event: 'confirmed', channel: 'sms', enabled: true }], new Date(TEST_NOW));
    const textsOnAccept = async () => {
      const { jobId } = await book();
      expect((await apiCall(t, 'POST', `/api/provider/jobs/${jobId}/accept`, { cookie: provider, body: {} })).statusCode).toBe(200);
      return (await messagesOf(t, 'confirmed', jobId!)).filter((message) => message.channel === 'sms').map((text) => [text.email, text.recipient]);
    };
    try {
      await setPhone('customer@example.com', '+1 212 555 0142', false);
      expect(await textsOnAccept()).toEqual([]);
      await setPhone('customer@example.com', '+1 212 555 0142', true);
      expect(await textsOnAccept()).toEqual([['customer@example.com', '+1 212 555 0142']]);
    } finally {
      await setPhone('customer@example.com', null);
    }
  });

  it('an event turned off on every channel writes nothing for that user', async () => {
    const off = (['email', 'sms', 'in_app'] as const).map((channel) => ({ event: 'booked' as const, channel, enabled: false }));
    await saveOverrides(t.db, await userIdOf(t.db, 'provider@example.com'), off, new Date(TEST_NOW));
    const { jobId } = await book();
    expect((await messagesOf(t, 'booked', jobId!)).map((message) => message.email)).not.toContain('provider@example.com');
  });
});

describe('one message per cause', () => {
  it('the same cause written again (a retried step) adds no row and queues nothing more', async () => {
    const { jobId } = await book();
    const before = await messagesOf(t, 'booked', jobId!);
    const queued = await queuedFor(t, await queuedIdsOf(t, jobId!));
    const deps = testDeps(t);
    const cause = { event: 'booked', jobId: jobId!, key: before[0]!.key, actorUserId: await userIdOf(t.db, 'customer@example.com') } as const;
    await t.db.transaction().execute((trx) => notify(deps, trx, cause));
    expect(await messagesOf(t, 'booked', jobId!)).toEqual(before);
    expect(await queuedFor(t, await queuedIdsOf(t, jobId!))).toBe(queued);
  });

  it('a second accept of the same request is refused and tells no one again', async () => {
    const { jobId } = await book();
    const accept = () => apiCall(t, 'POST', `/api/provider/jobs/${jobId}/accept`, { cookie: provider, body: {} });
    const answers = await Promise.all([accept(), accept()]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    expect(linesOf(await messagesOf(t, 'confirmed', jobId!))).toEqual(emailAndInApp('customer'));
  });

  it('a transaction that rolls back leaves no message and nothing queued', async () => {
    const { jobId } = await book();
    const deps = testDeps(t);
    await expect(
      t.db.transaction().execute(async (trx) => {
        await notify(deps, trx, { event: 'confirmed', jobId: jobId!, key: 'rolled-back', actorUserId: null });
        throw new Error('the change failed after its messages were written');
      }),
    ).rejects.toThrow('the change failed');
    expect(await messagesOf(t, 'confirmed', jobId!)).toEqual([]);
    expect(await queuedFor(t, await queuedIdsOf(t, jobId!))).toBe(2);
  });

  it('a refused booking (card declined) tells no one', async () => {
    const before = await t.db.selectFrom('notifications').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    const { placed } = await book(testPaymentMethods.declined);
    expect(placed.statusCode).toBe(402);
    const after = await t.db.selectFrom('notifications').select(({ fn }) => fn.countAll<number>().as('count')).executeTakeFirstOrThrow();
    expect(Number(after.count)).toBe(Number(before.count));
  });
});
