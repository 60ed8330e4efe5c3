import { hashCode } from '../auth/one-time-secrets';
import { apiCall, createTestApp, createUser, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** The account page's details: GET /api/account and PUT /api/account/profile. */
let t: TestApp;
let cookie: string;
let userId: string;
const NOW = new Date(TEST_NOW);
const MINUTE_MS = 60_000;

beforeAll(async () => {
  t = await createTestApp();
  userId = await createUser(t.db, { email: 'account.owner@example.com', name: 'Ada Owner', roles: ['customer'] });
  cookie = await loginAs(t.app, 'account.owner@example.com');
});
afterAll(() => t.close());

const read = () => apiCall(t, 'GET', '/api/account', { cookie });
const save = (body: unknown) => apiCall(t, 'PUT', '/api/account/profile', { cookie, body });
const setPhone = (phone: string | null, verified: boolean) => t.db.updateTable('users').set({ phone, phone_verified_at: verified ? NOW : null }).where('id', '=', userId).execute();
const openCode = () => t.db.selectFrom('phone_verifications').select('phone').where('user_id', '=', userId).executeTakeFirst();
const addOpenCode = (phone: string) =>
  t.db
    .insertInto('phone_verifications')
    .values({ user_id: userId, phone, code_hash: hashCode('x', '123456'), expires_at: new Date(TEST_NOW + 15 * MINUTE_MS), resend_after: new Date(TEST_NOW + MINUTE_MS) })
    .onConflict((conflict) => conflict.column('user_id').doNothing())
    .execute();

async function openEmailChange(forUser: string, email: string, expiresAt: Date, usedAt: Date | null = null) {
  await t.db
    .insertInto('email_verifications')
    .values({ purpose: 'email_change', email, user_id: forUser, code_hash: 'h', token_hash: `${email}-${expiresAt.getTime()}`, expires_at: expiresAt, resend_after: NOW, used_at: usedAt })
    .execute();
}

describe('GET /api/account', () => {
  it('answers the caller’s own account, never stored by a cache', async () => {
    await setPhone('+1 212 555 0100', true);
    const response = await read();
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json().account).toEqual({
      id: userId,
      name: 'Ada Owner',
      email: 'account.owner@example.com',
      pendingEmail: null,
      phone: '+1 212 555 0100',
      phoneVerified: true,
      createdAt: expect.any(String),
    });
  });

  it('shows a new email waiting for its code (not an expired or used one, nor another person’s)', async () => {
    const other = await createUser(t.db, { email: 'account.other@example.com', roles: ['customer'] });
    await openEmailChange(other, 'others.new@example.com', new Date(TEST_NOW + 10 * MINUTE_MS));
    await openEmailChange(userId, 'used.new@example.com', new Date(TEST_NOW + 10 * MINUTE_MS), NOW);
    expect((await read()).json().account.pendingEmail).toBeNull();
    await openEmailChange(userId, 'expired.new@example.com', new Date(TEST_NOW - MINUTE_MS));
    expect((await read()).json().account.pendingEmail).toBeNull();
    await t.db.deleteFrom('email_verifications').where('email', '=', 'expired.new@example.com').execute();
    await openEmailChange(userId, 'ada.new@example.com', new Date(TEST_NOW + 10 * MINUTE_MS));
    expect((await read()).json().account.pendingEmail).toBe('ada.new@example.com');
    await t.db.deleteFrom('email_verifications').execute();
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'GET', '/api/account')).statusCode).toBe(401);
  });
});

describe('PUT /api/account/profile', () => {
  it('changes the name; the same phone, written differently, stays verified', async () => {
    await setPhone('+1 212 555 0100', true);
    const response = await save({ name: '  Ada Lovelace ', phone: '+1 (212) 555-0100' });
    expect(response.statusCode).toBe(200);
    expect(response.json().account).toMatchObject({ name: 'Ada Lovelace', phone: '+1 (212) 555-0100', phoneVerified: true });
  });

  it('a new phone is not verified (no text messages) and the code sent to the old one is dropped', async () => {
    await setPhone('+1 212 555 0100', true);
    await addOpenCode('+1 212 555 0100');
    const response = await save({ name: 'Ada Lovelace', phone: '+1 212 555 0199' });
    expect(response.json().account).toMatchObject({ phone: '+1 212 555 0199', phoneVerified: false });
    expect((await t.db.selectFrom('users').select('phone_verified_at').where('id', '=', userId).executeTakeFirstOrThrow()).phone_verified_at).toBeNull();
    expect(await openCode()).toBeUndefined();
  });

  it('an emptied phone removes it', async () => {
    await setPhone('+1 212 555 0100', true);
    await addOpenCode('+1 212 555 0100');
    const response = await save({ name: 'Ada Lovelace', phone: '   ' });
    expect(response.json().account).toMatchObject({ phone: null, phoneVerified: false });
    expect(await openCode()).toBeUndefined();
    expect((await save({ name: 'Ada Lovelace' })).json().account.phone).toBeNull();
  });

  it('answers field errors next to the fields, and changes nothing', async () => {
    await setPhone('+1 212 555 0100', true);
    const response = await save({ name: 'A', phone: 'call me' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ name: ['Enter your name'], phone: ['Enter a phone number with at least 6 digits, spaces or + ( ) -'] });
    expect((await save({ name: 'x'.repeat(101), phone: '1'.repeat(26) })).json().error.fieldErrors).toEqual({ name: ['That name is too long'], phone: ['That phone number is too long'] });
    expect((await save({ phone: '+1 212 555 0100' })).json().error.fieldErrors).toEqual({ name: [expect.any(String)] });
    expect((await read()).json().account).toMatchObject({ name: 'Ada Lovelace', phone: '+1 212 555 0100', phoneVerified: true });
  });

  it('needs a session (401)', async () => {
    expect((await apiCall(t, 'PUT', '/api/account/profile', { body: { name: 'Someone', phone: '' } })).statusCode).toBe(401);
  });
});
