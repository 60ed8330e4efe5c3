import { defaultRateLimits } from '../../config';
import { userIdOf } from '../../test-support/job-fixtures';
import { accountMessages, lastAccountMessage, NEW_ACCOUNT_PASSWORD, signupSecrets } from '../../test-support/account-fixtures';
import { createTestApp, csrf, login, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Signing up proves the email first: the account exists once its code or link is used (docs/accounts.md). */
let t: TestApp;
let now = new Date(TEST_NOW);
const MINUTE = 60_000;
// Every request here comes from one address: its limits are tested in request-limits.test.ts.
const rateLimits = { ...defaultRateLimits, signupPerAddress: { limit: 1000, windowSeconds: 3600 }, verifyEmailPerAddress: { limit: 1000, windowSeconds: 900 } };
beforeAll(async () => {
  t = await createTestApp({ rateLimits }, { now: () => now });
});
afterAll(() => t.close());
const HOUR = 60 * MINUTE;
// A minute past a whole hour, days ahead: "at most one an hour" counts clock hours.
beforeEach(() => {
  now = new Date(Math.ceil((TEST_NOW + 10 * 24 * HOUR) / HOUR) * HOUR + MINUTE);
});

const post = (url: string, payload: Record<string, unknown>, options: { address?: string; cookie?: string; headers?: Record<string, string> } = {}) =>
  t.app.inject({ method: 'POST', url, remoteAddress: options.address ?? '127.0.0.1', headers: { ...csrf, ...options.headers, ...(options.cookie ? { cookie: options.cookie } : {}) }, payload });
const signup = (email: string, extra: Record<string, unknown> = {}, address?: string) =>
  post('/api/auth/signup', { name: 'Ada Lovelace', email, password: NEW_ACCOUNT_PASSWORD, ...extra }, { address });
const verify = (body: Record<string, unknown>, headers: Record<string, string> = {}) => post('/api/auth/verify-email', body, { headers });
const userRow = (email: string) => t.db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();

describe('POST /api/auth/signup', () => {
  it('answers the same whether or not the email has an account; the owner is warned, at most once an hour', async () => {
    const fresh = await signup('Ada@Example.org');
    const taken = await signup('CUSTOMER@example.com');
    expect(fresh.statusCode).toBe(202);
    expect(taken.statusCode).toBe(202);
    const expected = { expiresAt: new Date(now.getTime() + 15 * MINUTE).toISOString(), resendAfter: new Date(now.getTime() + MINUTE).toISOString() };
    expect(fresh.json()).toEqual({ sentTo: 'ada@example.org', ...expected });
    expect(taken.json()).toEqual({ sentTo: 'customer@example.com', ...expected });
    expect(taken.headers['set-cookie']).toBeUndefined();
    expect(fresh.headers['cache-control']).toBe(taken.headers['cache-control']);

    expect(await userRow('ada@example.org')).toBeUndefined();
    expect((await lastAccountMessage(t.db, 'ada@example.org', 'signup_code'))?.user_id).toBeNull();
    const customer = await userIdOf(t.db, 'customer@example.com');
    expect(await accountMessages(t.db, 'customer@example.com')).toEqual([{ template: 'signup_existing_account', user_id: customer }]);

    now = new Date(now.getTime() + 20 * MINUTE);
    await signup('customer@example.com');
    expect(await accountMessages(t.db, 'customer@example.com')).toHaveLength(1);
    now = new Date(now.getTime() + 60 * MINUTE);
    await signup('customer@example.com');
    expect(await accountMessages(t.db, 'customer@example.com')).toHaveLength(2);
    expect(await accountMessages(t.db, 'customer@example.com', 'signup_code')).toEqual([]);
  });

  it('explains a guessable password in the reader’s language, zxcvbn’s hints worded by our catalogue', async () => {
    const german = await post('/api/auth/signup', { name: 'Grace Hopper', email: 'grace.de@example.org', password: 'password1234' }, { cookie: 'lang=de' });
    expect(german.statusCode).toBe(400);
    expect(german.json().error.fieldErrors).toEqual({ password: ['Dieses Passwort ähnelt einem weit verbreiteten Passwort. Fügen Sie weitere, weniger gängige Wörter hinzu.'] });
  });

  it('refuses a guessable password before anything is sent, and explains each invalid field', async () => {
    const common = await signup('grace@example.org', { name: 'Grace Hopper', password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect(common.json().error.fieldErrors).toEqual({ password: ['This is similar to a commonly used password. Add more words that are less common.'] });
    const personal = await signup('grace.hopper@example.org', { name: 'Grace Hopper', password: 'gracehopper1906' });
    expect(personal.json().error.fieldErrors).toEqual({ password: [expect.stringMatching(/personal or page related data/)] });
    expect(await accountMessages(t.db, 'grace@example.org')).toEqual([]);
    const invalid = await post('/api/auth/signup', { name: 'A', email: 'nope', password: 'short' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().error.fieldErrors).toEqual({ name: ['Enter your name'], email: ['Enter a valid email address'], password: ['Use at least 12 characters'] });
  });

  it('keeps no code or link in the clear, only their hashes', async () => {
    await signup('hashes@example.org');
    const { code, token } = await signupSecrets(t.db, 'hashes@example.org');
    const row = await t.db.selectFrom('email_verifications').selectAll().where('email', '=', 'hashes@example.org').executeTakeFirstOrThrow();
    expect(JSON.stringify(row)).not.toContain(code);
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });
});

describe('POST /api/auth/verify-email with the code', () => {
  it('creates the customer with a verified email and an unverified phone, records consents, logs in', async () => {
    await signup('new.customer@example.org', { phone: '+1 212 555 0100' }, '192.0.2.5');
    const { code } = await signupSecrets(t.db, 'new.customer@example.org');
    const response = await verify({ email: 'New.Customer@example.org', code: `${code.slice(0, 3)} ${code.slice(3)}` }, { 'user-agent': 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.1 Safari/605.1.15' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      purpose: 'signup',
      user: { id: expect.any(String), email: 'new.customer@example.org', name: 'Ada Lovelace', phone: '+1 212 555 0100', roles: ['customer'], managedMarketIds: [], providerId: null, language: null },
    });
    const user = (await userRow('new.customer@example.org'))!;
    expect(user).toMatchObject({ email_verified_at: now, phone_verified_at: null });
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie: sessionCookieOf(response)! } });
    expect(me.json().user.id).toBe(user.id);
    const consents = await t.db.selectFrom('consents').select(['kind', 'version']).where('user_id', '=', user.id).orderBy('kind').execute();
    expect(consents).toEqual([{ kind: 'privacy_policy', version: '2026-11-25' }, { kind: 'terms', version: '2026-11-22' }]);
    const events = await t.db.selectFrom('security_events').select(['type', 'user_id', 'detail']).where('email', '=', 'new.customer@example.org').orderBy('id').execute();
    expect(events).toEqual([
      { type: 'signup_requested', user_id: null, detail: { existingAccount: false } },
      { type: 'signup', user_id: user.id, detail: { verifiedBy: 'code' } },
    ]);
    expect((await login(t.app, 'new.customer@example.org', NEW_ACCOUNT_PASSWORD)).statusCode).toBe(200);
    // Used: the same code again is refused (there is nothing waiting any more).
    expect((await verify({ email: 'new.customer@example.org', code })).statusCode).toBe(400);
  });

  it('allows 5 tries per code: a wrong one says how many are left, the 6th is refused even when right', async () => {
    await signup('tries@example.org');
    const { code } = await signupSecrets(t.db, 'tries@example.org');
    const wrong = code === '000000' ? '111111' : '000000';
    const messages = [];
    for (let i = 0; i < 5; i += 1) messages.push((await verify({ email: 'tries@example.org', code: wrong })).json().error.fieldErrors.code[0]);
    expect(messages).toEqual([
      'That code is not right: 4 tries left',
      'That code is not right: 3 tries left',
      'That code is not right: 2 tries left',
      'That code is not right: 1 try left',
      'That code is not right, and that was the last try: ask for a new one',
    ]);
    const sixth = await verify({ email: 'tries@example.org', code });
    expect(sixth.statusCode).toBe(400);
    expect(sixth.json().error.fieldErrors).toEqual({ code: ['You have used every try of this code: ask for a new one'] });
    expect(await userRow('tries@example.org')).toBeUndefined();

    // A new code starts over.
    now = new Date(now.getTime() + 2 * MINUTE);
    expect((await post('/api/auth/signup/resend', { email: 'tries@example.org' })).statusCode).toBe(202);
    const fresh = await signupSecrets(t.db, 'tries@example.org');
    expect((await verify({ email: 'tries@example.org', code: fresh.code })).statusCode).toBe(200);
  });

  it('lets a code work for 15 minutes on the app’s clock, then says it expired', async () => {
    await signup('slow@example.org');
    const { code } = await signupSecrets(t.db, 'slow@example.org');
    now = new Date(now.getTime() + 15 * MINUTE + 1000);
    const late = await verify({ email: 'slow@example.org', code });
    expect(late.statusCode).toBe(400);
    expect(late.json().error.fieldErrors).toEqual({ code: ['This code has expired: ask for a new one'] });
    expect(await userRow('slow@example.org')).toBeUndefined();

    await signup('quick@example.org');
    const quick = await signupSecrets(t.db, 'quick@example.org');
    now = new Date(now.getTime() + 15 * MINUTE - 1000);
    expect((await verify({ email: 'quick@example.org', code: quick.code })).statusCode).toBe(200);
  });

  it('treats an email with no sign-up waiting like any wrong answer, accounts included', async () => {
    const unknown = await verify({ email: 'nobody@example.org', code: '123456' });
    const account = await verify({ email: 'customer@example.com', code: '123456' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual(account.json());
    expect(unknown.json().error.fieldErrors).toEqual({ code: ['There is no code waiting for this email: sign up again'] });
  });
});

describe('POST /api/auth/verify-email with the link', () => {
  it('does what the code does, once; an unknown or used link is a clear 400', async () => {
    await signup('linked@example.org');
    const { token } = await signupSecrets(t.db, 'linked@example.org');
    const response = await verify({ token });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ purpose: 'signup', user: { email: 'linked@example.org', roles: ['customer'] } });
    expect(sessionCookieOf(response)).toBeDefined();
    const events = await t.db.selectFrom('security_events').select(['type', 'detail']).where('email', '=', 'linked@example.org').where('type', '=', 'signup').execute();
    expect(events).toEqual([{ type: 'signup', detail: { verifiedBy: 'link' } }]);

    const again = await verify({ token });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toEqual({ token: ['This link was already used'] });
    const forged = await verify({ token: 'A'.repeat(43) });
    expect(forged.json().error.fieldErrors).toEqual({ token: ['This link is not valid: ask for a new one'] });
  });

  it('expires with the code, after 15 minutes', async () => {
    await signup('late.link@example.org');
    const { token } = await signupSecrets(t.db, 'late.link@example.org');
    now = new Date(now.getTime() + 16 * MINUTE);
    const response = await verify({ token });
    expect(response.json().error.fieldErrors).toEqual({ token: ['This link has expired: ask for a new one'] });
  });
});

describe('races and leftovers', () => {
  it('makes one account from two verifications at once, and never answers 500', async () => {
    await signup('twice@example.org');
    const { code, token } = await signupSecrets(t.db, 'twice@example.org');
    const answers = await Promise.all([verify({ email: 'twice@example.org', code }), verify({ token }), verify({ email: 'twice@example.org', code })]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 400, 400]);
    expect(await t.db.selectFrom('users').select('id').where('email', '=', 'twice@example.org').execute()).toHaveLength(1);
  });

  it('answers 409 when the email got an account meanwhile (another way in)', async () => {
    await signup('meanwhile@example.org');
    const { code } = await signupSecrets(t.db, 'meanwhile@example.org');
    await t.db.insertInto('users').values({ email: 'meanwhile@example.org', name: 'Other', phone: null, password_hash: 'x', roles: ['customer'] }).execute();
    const response = await verify({ email: 'meanwhile@example.org', code });
    expect(response.statusCode).toBe(409);
    expect(response.json().error.message).toBe('An account with this email already exists. Log in instead.');
  });

  it('lets nobody log in with only a sign-up waiting: it is an unknown email', async () => {
    await signup('pending@example.org');
    const pending = await login(t.app, 'pending@example.org', NEW_ACCOUNT_PASSWORD);
    const unknown = await login(t.app, 'nobody.at.all@example.org', NEW_ACCOUNT_PASSWORD);
    expect(pending.statusCode).toBe(401);
    expect(pending.json()).toEqual(unknown.json());
  });
});

describe('POST /api/auth/signup/resend', () => {
  it('sends a new code (the old one stops working), not before resendAfter, and answers the same for unknown emails', async () => {
    await signup('resend@example.org');
    const first = await signupSecrets(t.db, 'resend@example.org');
    const early = await post('/api/auth/signup/resend', { email: 'resend@example.org' });
    expect(early.statusCode).toBe(202);
    expect(early.json().resendAfter).toBe(new Date(now.getTime() + MINUTE).toISOString());
    expect(await accountMessages(t.db, 'resend@example.org', 'signup_code')).toHaveLength(1);

    now = new Date(now.getTime() + MINUTE);
    const later = await post('/api/auth/signup/resend', { email: 'resend@example.org' });
    expect(later.json()).toEqual({ sentTo: 'resend@example.org', expiresAt: new Date(now.getTime() + 15 * MINUTE).toISOString(), resendAfter: new Date(now.getTime() + MINUTE).toISOString() });
    const second = await signupSecrets(t.db, 'resend@example.org');
    expect(second.code === first.code && second.token === first.token).toBe(false);
    expect((await verify({ token: first.token })).statusCode).toBe(400);

    const unknown = await post('/api/auth/signup/resend', { email: 'never.signed.up@example.org' });
    const account = await post('/api/auth/signup/resend', { email: 'customer@example.com' });
    expect(unknown.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ ...later.json(), sentTo: 'never.signed.up@example.org' });
    expect(account.json()).toEqual({ ...later.json(), sentTo: 'customer@example.com' });
    expect(await accountMessages(t.db, 'never.signed.up@example.org')).toEqual([]);
  });
});
