import { startApiQueue } from '../../app';
import { readConfig } from '../../config';
import { testDeps, userIdOf } from '../../test-support/job-fixtures';
import { insertOutboxMessage } from '../../test-support/outbox-fixtures';
import { countByMessageId, startTestSmtpServer, type TestSmtpServer } from '../../test-support/smtp-test-server';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { waitUntil } from '../../test-support/wait-until';
import type { RunningQueue } from '../queue/job-queue';
import { deliverNotification } from './deliver';
import { createSmtpMailer } from './smtp-mailer';
import { startNotificationWorkers } from './workers';

/** Email over a real SMTP server in this process, through the real queue's retries. */
let smtp: TestSmtpServer;
let t: TestApp;
let worker: RunningQueue;
let customerId: string;
let admin: string;

beforeAll(async () => {
  smtp = await startTestSmtpServer();
  const defaults = readConfig({ NODE_ENV: 'test' }).notifications;
  t = await createTestApp({ notifications: { ...defaults, smtpUrl: smtp.url, retryDelaySeconds: 1, maxAttempts: 3 } });
  worker = await startApiQueue(t.config, t.database, (error) => console.error('worker error', error), true);
  await startNotificationWorkers(worker, { ...testDeps(t), queue: worker });
  customerId = await userIdOf(t.db, 'customer@example.com');
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(async () => {
  await worker.stop();
  await t.close();
  await smtp.close();
});
beforeEach(() => {
  smtp.mode = 'accept';
  smtp.rejectCode = 451;
});

const rowOf = (id: string) => t.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
async function waitForRow(id: string, done: (row: Awaited<ReturnType<typeof rowOf>>) => boolean, timeoutMs = 20_000) {
  let row = await rowOf(id);
  const still = () => `message ${id} is done (still ${row.status} after ${row.attempts} attempts: ${row.last_error})`;
  await waitUntil(still, async () => done((row = await rowOf(id))), { timeoutMs });
  return row;
}
/** As notify() does: the row and its queue message. */
async function queued(recipient = 'casey@example.com') {
  const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient });
  await t.queue.send(t.db, 'notification-deliver', { notificationId: id });
  return id;
}
const arrivals = (id: string) => countByMessageId(smtp.received)[`<${id}@handyhub>`] ?? 0;

it('delivers an email: sender, recipient, subject, HTML and text, its Message-ID and unsubscribe link', async () => {
  const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com' });
  expect(await deliverNotification(testDeps(t), id)).toBe('sent');
  const mail = smtp.received.find((received) => received.messageId === `<${id}@handyhub>`)!;
  expect(mail.from?.value).toEqual([{ name: 'Handyhub', address: 'no-reply@handyhub.localhost' }]);
  expect(mail.to).toMatchObject({ text: 'casey@example.com' });
  expect(mail.subject).toEqual(expect.any(String));
  expect(mail.subject!.length).toBeGreaterThan(0);
  expect(mail.html).toEqual(expect.stringContaining('/notifications/unsubscribe?token='));
  expect(mail.text).toEqual(expect.stringContaining('/notifications/unsubscribe?token='));
  // mailparser folds List-* headers into one object: the raw line is what a mail client reads.
  // RFC 8058: the one-click URL (the API's, through the site), and the header that says to POST to it.
  const header = (name: string) => mail.headerLines.find((line) => line.key === name)?.line.replace(/\r?\n\s+/g, ' ');
  const [, token] = /^List-Unsubscribe:\s+<http:\/\/localhost:3000\/api\/notifications\/unsubscribe\/one-click\?token=([^>]+)>$/.exec(header('list-unsubscribe') ?? '') ?? [];
  expect(header('list-unsubscribe-post')).toBe('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
  expect(mail.text).toEqual(expect.stringContaining(`/notifications/unsubscribe?token=${token!}`));
  expect(await rowOf(id)).toMatchObject({ status: 'sent', attempts: 1, last_error: null, locked_until: null, sent_at: expect.any(Date) });

  // Delivered is delivered: a second queue message for it sends nothing.
  expect(await deliverNotification(testDeps(t), id)).toBe('not-ours');
  expect(arrivals(id)).toBe(1);
});

it('a server that refuses for now: the message waits with its error, and is delivered once the server is back', async () => {
  smtp.mode = 'reject';
  const id = await queued();
  const failed = await waitForRow(id, (row) => row.attempts === 1 && row.status === 'pending');
  expect(failed.last_error).toMatch(/451/);
  expect(failed.next_attempt_at!.getTime()).toBeGreaterThan(TEST_NOW);
  smtp.mode = 'accept';
  const sent = await waitForRow(id, (row) => row.status === 'sent');
  expect(sent).toMatchObject({ attempts: 2, last_error: null });
  expect(arrivals(id)).toBe(1);
});

it('no server at all: the attempt fails with the connection error, to be tried again', async () => {
  const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com' });
  const unreachable = { ...testDeps(t), mailer: createSmtpMailer('smtp://127.0.0.1:1') };
  await expect(deliverNotification(unreachable, id)).rejects.toThrow(/ECONNREFUSED/);
  const row = await rowOf(id);
  expect(row).toMatchObject({ status: 'pending', attempts: 1, locked_until: null, last_error: expect.stringMatching(/ECONNREFUSED/) });
  // The latest the queue's jittered backoff comes back: 1 s × 2^1.
  expect(row.next_attempt_at!.getTime() - TEST_NOW).toBeLessThanOrEqual(2_000);
});

it('a permanent refusal (5xx) is dead-lettered at once', async () => {
  smtp.mode = 'reject';
  smtp.rejectCode = 550;
  const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'nobody@example.com' });
  expect(await deliverNotification(testDeps(t), id)).toBe('dead');
  expect(await rowOf(id)).toMatchObject({ status: 'dead', attempts: 1, last_error: expect.stringMatching(/550/), next_attempt_at: null });
});

it('after the last attempt it is a dead letter admins see with its error; retried, it is delivered', async () => {
  smtp.mode = 'reject';
  const id = await queued();
  await waitForRow(id, (row) => row.status === 'dead', 30_000);

  const list = await apiCall(t, 'GET', '/api/admin/notifications?status=dead&channel=email', { cookie: admin });
  expect(list.statusCode).toBe(200);
  expect(list.json()).toMatchObject({ mailTransport: 'smtp', counts: { dead: expect.any(Number) } });
  expect(list.json().items).toContainEqual(expect.objectContaining({ id, status: 'dead', attempts: 3, lastError: expect.stringMatching(/451/), recipient: 'casey@example.com' }));

  smtp.mode = 'accept';
  const retried = await apiCall(t, 'POST', `/api/admin/notifications/${id}/retry`, { cookie: admin });
  expect(retried.statusCode).toBe(200);
  expect(retried.json()).toMatchObject({ id, status: 'pending', attempts: 0, lastError: null });
  await waitForRow(id, (row) => row.status === 'sent');
  expect(arrivals(id)).toBe(1);

  const again = await apiCall(t, 'POST', `/api/admin/notifications/${id}/retry`, { cookie: admin });
  expect(again.statusCode).toBe(409);
}, 45_000);

it('shows admins an email sent over SMTP as the templates render it (nothing is kept locally)', async () => {
  const id = await insertOutboxMessage(t.db, { userId: customerId, channel: 'email', recipient: 'casey@example.com' });
  await deliverNotification(testDeps(t), id);
  const detail = await apiCall(t, 'GET', `/api/admin/notifications/${id}`, { cookie: admin });
  expect(detail.statusCode).toBe(200);
  const received = smtp.received.find((mail) => mail.messageId === `<${id}@handyhub>`)!;
  expect(detail.json().mail).toMatchObject({ messageId: `<${id}@handyhub>`, to: 'casey@example.com', subject: received.subject });
  expect(await t.db.selectFrom('local_mail').select('notification_id').where('notification_id', '=', id).execute()).toEqual([]);
});
