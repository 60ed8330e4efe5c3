import { testDeps } from '../../test-support/job-fixtures';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { queueAccountMessage } from './account-messages';
import { deliverNotification } from './deliver';

/** Account messages go through the outbox like every other message, to people without an account too. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function queued(key: string) {
  return t.db.selectFrom('notifications').selectAll().where('dedupe_key', '=', key).executeTakeFirstOrThrow();
}

it('queues a code for someone without an account, delivers it without an unsubscribe header, then forgets the code', async () => {
  await t.db.transaction().execute((trx) =>
    queueAccountMessage(testDeps(t), trx, { userId: null, channel: 'email', to: 'new.person@example.com', template: 'signup_code', recipientName: 'New Person', code: '123456', secret: 'link-token-0123456789', validMinutes: 15, key: 'signup:test:1' }),
  );
  const row = await queued('signup:test:1');
  expect(row).toMatchObject({ user_id: null, event: 'account', channel: 'email', recipient: 'new.person@example.com', status: 'pending' });

  expect(await deliverNotification(testDeps(t), row.id)).toBe('sent');
  const mail = await t.db.selectFrom('local_mail').selectAll().where('notification_id', '=', row.id).executeTakeFirstOrThrow();
  expect(mail.subject).toBe('123456 is your Handyhub code');
  expect(mail.text).toContain('/verify-email?token=link-token-0123456789');
  expect(mail.headers).toEqual({});
  expect((await queued('signup:test:1')).payload).toMatchObject({ code: null, secret: null, template: 'signup_code' });
});

it('refuses a text message without an account behind it', async () => {
  await expect(
    t.db.transaction().execute((trx) =>
      queueAccountMessage(testDeps(t), trx, { userId: null, channel: 'sms', to: '+1 212 555 0100', template: 'phone_code', recipientName: 'Nobody', code: '123456', key: 'phone:test:1' }),
    ),
  ).rejects.toThrow();
});
