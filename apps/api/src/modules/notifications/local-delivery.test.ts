import { sql } from 'kysely';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertOutboxMessage } from '../../test-support/outbox-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import type { JobQueue } from '../queue/job-queue';
import { deliverNotification } from './deliver';
import { sweepNotifications } from './workers';

/** Without SMTP_URL: email is kept in the local outbox, SMS in the test gateway's record, once each; the sweep. */
let t: TestApp;
let customerId: string;
beforeAll(async () => {
  t = await createTestApp();
  customerId = await userIdOf(t.db, 'customer@example.com');
});
afterAll(() => t.close());

const rowOf = (id: string) => t.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
/** As after a crash between sending and recording it: the message is theirs to take again. */
const forgetDelivery = (id: string) => t.db.updateTable('notifications').set({ status: 'pending', sent_at: null }).where('id', '=', id).execute();

describe('the local outbox and the test SMS gateway', () => {
  it('keeps an email once, however often it is delivered', async () => {
    const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com' });
    expect(await deliverNotification(testDeps(t), id)).toBe('sent');
    await forgetDelivery(id);
    expect(await deliverNotification(testDeps(t), id)).toBe('sent');
    const kept = await t.db.selectFrom('local_mail').selectAll().where('notification_id', '=', id).execute();
    const headers = {
      'List-Unsubscribe': expect.stringMatching(/^<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\/one-click\?token=/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    };
    expect(kept).toEqual([expect.objectContaining({ message_id: `<${id}@handyhub>`, to_address: 'casey@example.com', headers })]);
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });

  it('records a text message once, however often it is delivered', async () => {
    const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'sms', recipient: '+1 212 555 0100' });
    await deliverNotification(testDeps(t), id);
    await forgetDelivery(id);
    await deliverNotification(testDeps(t), id);
    expect(await t.db.selectFrom('test_sms_messages').select(['to_phone']).where('notification_id', '=', id).execute()).toEqual([{ to_phone: '+1 212 555 0100' }]);
  });

  it('dead-letters a text message without a phone number at once', async () => {
    const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'sms', recipient: null });
    expect(await deliverNotification(testDeps(t), id)).toBe('dead');
    expect(await rowOf(id)).toMatchObject({ status: 'dead', attempts: 1, last_error: 'No phone number to send to.' });
  });

  it('leaves a message held by a live worker alone, and takes it over once the lease ended', async () => {
    const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'sms', recipient: '+1 212 555 0101' });
    const now = new Date(TEST_NOW);
    await t.db.updateTable('notifications').set({ status: 'sending', attempts: 1, locked_until: new Date(now.getTime() + 60_000) }).where('id', '=', id).execute();
    expect(await deliverNotification(testDeps(t, () => now), id)).toBe('not-ours');
    expect(await deliverNotification(testDeps(t, () => new Date(now.getTime() + 61_000)), id)).toBe('sent');
    expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 2 });
  });
});

describe('the sweep', () => {
  it('queues again what nobody is delivering, and nothing else', async () => {
    const now = new Date(TEST_NOW + 3_600_000);
    const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
    const message = (createdAt: Date) => insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com', createdAt });
    const forgotten = await message(minutesAgo(5));
    const fresh = await message(minutesAgo(0.5));
    const waitingForRetry = await message(minutesAgo(5));
    await t.db.updateTable('notifications').set({ next_attempt_at: minutesAgo(-2) }).where('id', '=', waitingForRetry).execute();
    const abandoned = await message(minutesAgo(5));
    await t.db.updateTable('notifications').set({ status: 'sending', locked_until: minutesAgo(1) }).where('id', '=', abandoned).execute();
    const held = await message(minutesAgo(5));
    await t.db.updateTable('notifications').set({ status: 'sending', locked_until: minutesAgo(-1) }).where('id', '=', held).execute();
    const dead = await message(minutesAgo(5));
    await t.db.updateTable('notifications').set({ status: 'dead' }).where('id', '=', dead).execute();

    const sent: string[] = [];
    const queue: JobQueue = { send: async (_db, _name, data) => void sent.push((data as { notificationId: string }).notificationId) };
    await sweepNotifications({ ...testDeps(t, () => now), queue });
    expect(sent).toEqual(expect.arrayContaining([forgotten, abandoned]));
    for (const left of [fresh, waitingForRetry, held, dead]) expect(sent).not.toContain(left);
  });
});

describe('the delivery queue', () => {
  it('retries as the config says (attempts − 1 times, the lease as expiry); the other queues keep the default', async () => {
    const { rows } = await sql<{ name: string; retry_limit: number; retry_delay: number; retry_backoff: boolean; expire_seconds: number | null }>`
      select name, retry_limit, retry_delay, retry_backoff, expire_seconds from pgboss.queue where name in ('notification-deliver', 'job-request-expiry') order by name`.execute(t.db);
    expect(rows).toEqual([
      { name: 'job-request-expiry', retry_limit: 5, retry_delay: 30, retry_backoff: true, expire_seconds: null },
      { name: 'notification-deliver', retry_limit: t.config.notifications.maxAttempts - 1, retry_delay: t.config.notifications.retryDelaySeconds, retry_backoff: true, expire_seconds: t.config.notifications.deliveryLeaseSeconds },
    ]);
    expect(t.config.notifications.retryDelaySeconds).not.toBe(30);
  });
});
