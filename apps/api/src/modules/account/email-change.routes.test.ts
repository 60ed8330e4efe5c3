import { defaultRateLimits } from '../../config';
import { accountMessages, lastAccountMessage } from '../../test-support/account-fixtures';
import { createTestApp, createUser, csrf, login, loginAs, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { openEmailChangeOf } from './email-change.repository';

/** A new email for an account, proven on the new address (docs/accounts.md). */
let t: TestApp;
let now = new Date(TEST_NOW);
const MINUTE = 60_000;
const rateLimits = { ...defaultRateLimits, signupPerAddress: { limit: 1000, windowSeconds: 3600 } };
beforeAll(async () => {
  t = await createTestApp({ rateLimits }, { now: () => now });
});
afterAll(() => t.close());
beforeEach(() => {
  now = new Date(TEST_NOW + 10 * 24 * 60 * MINUTE);
});

let people = 0;
/** A fresh account (demo password) and its session. */
async function person() {
  people += 1;
  const email = `mover${people}@example.org`;
  const id = await createUser(t.db, { email, name: 'Morgan Mover', roles: ['customer'] });
  return { id, email, cookie: await loginAs(t.app, email) };
}

const call = (method: 'POST' | 'DELETE', url: string, cookie: string | undefined, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: { ...csrf, ...(cookie ? { cookie } : {}) }, ...(payload ? { payload } : {}) });
const change = (cookie: string, email: string, currentPassword = 'handyhub-demo') => call('POST', '/api/account/email', cookie, { email, currentPassword });
const confirm = (cookie: string, code: string) => call('POST', '/api/account/email/confirm', cookie, { code });
const emailOf = async (id: string) => (await t.db.selectFrom('users').select(['email', 'email_verified_at']).where('id', '=', id).executeTakeFirstOrThrow());

async function secretsSentTo(email: string) {
  const message = await lastAccountMessage(t.db, email, 'email_change_code');
  return { code: message!.payload.code!, token: message!.payload.secret! };
}

describe('POST /api/account/email', () => {
  it('sends a code and a link to the new address; the account keeps its email until one is used', async () => {
    const me = await person();
    const response = await change(me.cookie, 'New.Home@Example.org');
    expect(response.statusCode).toBe(202);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ sentTo: 'new.home@example.org', expiresAt: new Date(now.getTime() + 15 * MINUTE).toISOString(), resendAfter: new Date(now.getTime() + MINUTE).toISOString() });
    expect(await accountMessages(t.db, 'new.home@example.org')).toEqual([{ template: 'email_change_code', user_id: me.id }]);
    expect((await emailOf(me.id)).email).toBe(me.email);
    expect((await openEmailChangeOf(t.db, me.id))?.email).toBe('new.home@example.org');
  });

  it('refuses the current email and a wrong password (next to the field), and limits wrong passwords per session', async () => {
    const me = await person();
    const same = await change(me.cookie, me.email.toUpperCase());
    expect(same.statusCode).toBe(400);
    expect(same.json().error.fieldErrors).toEqual({ email: ['This is already your email'] });
    for (let i = 0; i < 5; i += 1) {
      const wrong = await change(me.cookie, 'elsewhere@example.org', 'not-my-password');
      expect(wrong.json().error.fieldErrors).toEqual({ currentPassword: ['This is not your current password'] });
    }
    expect((await change(me.cookie, 'elsewhere@example.org', 'not-my-password')).statusCode).toBe(429);
    expect(await accountMessages(t.db, 'elsewhere@example.org')).toEqual([]);
    const failures = await t.db.selectFrom('security_events').select('detail').where('user_id', '=', me.id).where('type', '=', 'login_failed').execute();
    expect(failures).toHaveLength(5);
  });

  it('answers the same for an address another account has, and sends nothing there', async () => {
    const me = await person();
    const free = await change(me.cookie, 'free.address@example.org');
    const taken = await change(me.cookie, 'customer@example.com');
    expect(taken.statusCode).toBe(free.statusCode);
    expect(taken.json()).toEqual({ ...free.json(), sentTo: 'customer@example.com' });
    expect(await accountMessages(t.db, 'customer@example.com')).toEqual([]);
    expect((await openEmailChangeOf(t.db, me.id))?.email).toBe('customer@example.com');
  });
});

describe('POST /api/account/email/confirm', () => {
  it('applies the new email with the right code: verified, the old address told, other sessions kept', async () => {
    const me = await person();
    const otherDevice = await loginAs(t.app, me.email);
    await change(me.cookie, 'moved@example.org');
    const { code } = await secretsSentTo('moved@example.org');
    const wrong = await confirm(me.cookie, code === '000000' ? '111111' : '000000');
    expect(wrong.json().error.fieldErrors).toEqual({ code: ['That code is not right: 4 tries left'] });

    const response = await confirm(me.cookie, code);
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ id: me.id, email: 'moved@example.org', pendingEmail: null, name: 'Morgan Mover' });
    expect(await emailOf(me.id)).toEqual({ email: 'moved@example.org', email_verified_at: now });
    const told = await lastAccountMessage(t.db, me.email, 'email_changed');
    expect(told).toMatchObject({ user_id: me.id, payload: { newEmail: 'moved@example.org' } });
    const event = await t.db.selectFrom('security_events').select(['email', 'detail']).where('user_id', '=', me.id).where('type', '=', 'email_changed').executeTakeFirstOrThrow();
    expect(event).toEqual({ email: 'moved@example.org', detail: { previousEmail: me.email } });
    const meNow = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: otherDevice } });
    expect(meNow.json().user.email).toBe('moved@example.org');
    expect((await login(t.app, 'moved@example.org')).statusCode).toBe(200);
    expect((await login(t.app, me.email)).statusCode).toBe(401);
  });

  it('lets the code work for 15 minutes on the app’s clock', async () => {
    const me = await person();
    await change(me.cookie, 'too.late@example.org');
    const { code } = await secretsSentTo('too.late@example.org');
    now = new Date(now.getTime() + 15 * MINUTE);
    expect((await confirm(me.cookie, code)).json().error.fieldErrors).toEqual({ code: ['This code has expired: ask for a new one'] });
    expect((await emailOf(me.id)).email).toBe(me.email);
  });

  it('answers 409 when another account took the address meanwhile', async () => {
    const me = await person();
    await change(me.cookie, 'contested@example.org');
    const { code } = await secretsSentTo('contested@example.org');
    await createUser(t.db, { email: 'contested@example.org', roles: ['customer'] });
    const response = await confirm(me.cookie, code);
    expect(response.statusCode).toBe(409);
    expect(response.json().error).toMatchObject({ code: 'CONFLICT', message: 'Another account uses this email now. Choose another address.' });
    expect((await emailOf(me.id)).email).toBe(me.email);
  });
});

describe('the link in the email (POST /api/auth/verify-email with the token)', () => {
  it('confirms the change from any browser, without starting a session', async () => {
    const me = await person();
    await change(me.cookie, 'by.link@example.org');
    const { token } = await secretsSentTo('by.link@example.org');
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/verify-email', headers: csrf, payload: { token } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ purpose: 'email_change', user: null });
    expect(sessionCookieOf(response)).toBeUndefined();
    expect((await emailOf(me.id)).email).toBe('by.link@example.org');
  });
});

describe('DELETE /api/account/email/pending', () => {
  it('drops the new address: its code no longer works', async () => {
    const me = await person();
    await change(me.cookie, 'changed.mind@example.org');
    const { code } = await secretsSentTo('changed.mind@example.org');
    expect((await call('DELETE', '/api/account/email/pending', me.cookie)).statusCode).toBe(204);
    expect(await openEmailChangeOf(t.db, me.id)).toBeUndefined();
    expect((await confirm(me.cookie, code)).statusCode).toBe(400);
    expect((await call('DELETE', '/api/account/email/pending', me.cookie)).statusCode).toBe(204);
  });
});
