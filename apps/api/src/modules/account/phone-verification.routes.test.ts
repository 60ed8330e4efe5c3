import { defaultRateLimits } from '../../config';
import { testDeps } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { deliverNotification } from '../notifications/deliver';

/** Verifying the account's phone with a texted code (docs/account-page.md). */
const MINUTE_MS = 60_000;
let clock = TEST_NOW;
let t: TestApp;
let cookie: string;
let userId: string;

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, phoneCodePerUser: { limit: 3, windowSeconds: 3600 } } }, { now: () => new Date(clock) });
  userId = await createUser(t.db, { email: 'phone.owner@example.com', name: 'Pat Phone', roles: ['customer'] });
  cookie = await loginAs(t.app, 'phone.owner@example.com');
});
beforeEach(async () => {
  clock += 2 * 3600 * 1000; // past every earlier code and limit
  await t.db.updateTable('users').set({ phone: '+1 212 555 0142', phone_verified_at: null }).where('id', '=', userId).execute();
  await t.db.deleteFrom('phone_verifications').execute();
});
afterAll(() => t.close());

const sendCode = () => apiCall(t, 'POST', '/api/account/phone/code', { cookie });
const verify = (code: string) => apiCall(t, 'POST', '/api/account/phone/verify', { cookie, body: { code } });
const later = (minutes: number) => {
  clock += minutes * MINUTE_MS;
};

/** The code as it sits in the outbox (the text message not delivered yet). */
async function latestText() {
  const row = await t.db
    .selectFrom('notifications')
    .selectAll()
    .where('user_id', '=', userId)
    .where('template', '=', 'phone_code')
    .orderBy('created_at', 'desc')
    .executeTakeFirstOrThrow();
  return { row, code: (row.payload as { code: string }).code };
}
const wrong = (code: string) => (code === '000000' ? '000001' : '000000');

describe('POST /api/account/phone/code', () => {
  it('texts a 6-digit code to the account’s phone through the outbox; only its hash is kept', async () => {
    const response = await sendCode();
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ sentTo: '+1 212 555 0142', expiresAt: new Date(clock + 15 * MINUTE_MS).toISOString(), resendAfter: new Date(clock + MINUTE_MS).toISOString() });
    const { row, code } = await latestText();
    expect(row).toMatchObject({ channel: 'sms', template: 'phone_code', recipient: '+1 212 555 0142', status: 'pending', event: 'account' });
    expect(code).toMatch(/^\d{6}$/);
    const stored = await t.db.selectFrom('phone_verifications').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    expect(stored).toMatchObject({ phone: '+1 212 555 0142', attempts: 0 });
    expect(stored.code_hash).not.toContain(code);

    expect(await deliverNotification(testDeps(t, () => new Date(clock)), row.id)).toBe('sent');
    const sms = await t.db.selectFrom('test_sms_messages').selectAll().where('notification_id', '=', row.id).executeTakeFirstOrThrow();
    expect(sms).toMatchObject({ to_phone: '+1 212 555 0142', body: expect.stringContaining(code) });
    expect((await latestText()).code).toBeNull();
  });

  it('refuses without a phone, or when it is already verified (400 on phone)', async () => {
    await t.db.updateTable('users').set({ phone: null }).where('id', '=', userId).execute();
    expect((await sendCode()).json().error.fieldErrors).toEqual({ phone: ['Add your phone number first, then ask for a code'] });
    await t.db.updateTable('users').set({ phone: '+1 212 555 0142', phone_verified_at: new Date(clock) }).where('id', '=', userId).execute();
    const response = await sendCode();
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ phone: ['This phone number is already verified'] });
  });

  it('sends another only a minute after the last, and a few an hour (RATE_LIMIT_PHONE_CODE_PER_USER)', async () => {
    expect((await sendCode()).statusCode).toBe(202);
    const tooSoon = await sendCode();
    expect(tooSoon.statusCode).toBe(429);
    expect(tooSoon.headers['retry-after']).toBe('60');
    later(1);
    expect((await sendCode()).statusCode).toBe(202);
    later(1);
    expect((await sendCode()).statusCode).toBe(202);
    later(1);
    const limited = await sendCode();
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('TOO_MANY_REQUESTS');
  });
});

describe('POST /api/account/phone/verify', () => {
  it('a right code verifies the phone: the account says so, text messages may go to it, the code is gone', async () => {
    await sendCode();
    const { code } = await latestText();
    const response = await verify(`${code.slice(0, 3)} ${code.slice(3)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ phone: '+1 212 555 0142', phoneVerified: true });
    expect(await t.db.selectFrom('phone_verifications').selectAll().where('user_id', '=', userId).execute()).toEqual([]);
    const events = await t.db.selectFrom('security_events').select('type').where('user_id', '=', userId).where('type', '=', 'phone_verified').execute();
    expect(events).toHaveLength(1);
    const settings = await apiCall(t, 'GET', '/api/notifications/preferences', { cookie });
    expect(settings.json()).toMatchObject({ hasPhone: true, phoneVerified: true });
    expect((await verify(code)).json().error.fieldErrors).toEqual({ code: ['Your phone number is already verified'] });
  });

  it('a wrong code says how many tries are left; after 5 even the right one is refused', async () => {
    await sendCode();
    const { code } = await latestText();
    expect((await verify(wrong(code))).json().error.fieldErrors).toEqual({ code: ['That code is not right. 4 tries left'] });
    for (let i = 0; i < 3; i += 1) await verify(wrong(code));
    expect((await verify(wrong(code))).json().error.fieldErrors).toEqual({ code: ['That code is not right, and it was the last try. Ask for a new code'] });
    const refused = await verify(code);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().error.fieldErrors).toEqual({ code: ['Too many wrong codes. Ask for a new one'] });
    expect((await apiCall(t, 'GET', '/api/account', { cookie })).json().account.phoneVerified).toBe(false);
  });

  it('refuses an expired code, and a code sent to a number the account no longer has', async () => {
    await sendCode();
    const first = (await latestText()).code;
    later(15);
    expect((await verify(first)).json().error.fieldErrors).toEqual({ code: ['This code has expired. Ask for a new one'] });

    await sendCode();
    const second = (await latestText()).code;
    await t.db.updateTable('users').set({ phone: '+1 212 555 0199' }).where('id', '=', userId).execute();
    expect((await verify(second)).json().error.fieldErrors).toEqual({ code: ['This code was sent to another number. Ask for a new one'] });
  });

  it('a code that was never asked for, or a malformed one, is a clear 400', async () => {
    expect((await verify('123456')).json().error.fieldErrors).toEqual({ code: ['Ask for a code first'] });
    const malformed = await verify('12ab');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().error.fieldErrors).toEqual({ code: ['Enter the 6-digit code'] });
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'POST', '/api/account/phone/code')).statusCode).toBe(401);
    expect((await apiCall(t, 'POST', '/api/account/phone/verify', { body: { code: '123456' } })).statusCode).toBe(401);
  });
});
