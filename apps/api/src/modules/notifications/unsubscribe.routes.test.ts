import type { NotificationEvent } from '@marketplace/contracts';
import { defaultRateLimits } from '../../config';
import { userIdOf } from '../../test-support/job-fixtures';
import { createTestApp, createUser, csrf, type TestApp } from '../../test-support/test-app';
import { channelsFor } from './preferences';
import { loadOverrides } from './preferences.repository';
import { maskAddress } from './unsubscribe.service';
import { unsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token';

let t: TestApp;
let customer: string;
beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, unsubscribePerAddress: { limit: 3, windowSeconds: 3600 } } });
  customer = await userIdOf(t.db, 'customer@example.com');
});
afterAll(() => t.close());

const invalid = 'This unsubscribe link is not valid. Change your settings after logging in instead.';
const state = (token: string) => t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
const post = (body: unknown, address = '203.0.113.1') =>
  t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', remoteAddress: address, headers: csrf, payload: body as Record<string, unknown> });
/** What the one rule (preferences.ts) now says for a customer. */
const chosen = async (userId: string, event: NotificationEvent) => channelsFor(['customer'], (await loadOverrides(t.db, [userId])).get(userId) ?? [], event);

describe('the signed token', () => {
  it('names the user, event and channel it was made for', async () => {
    const scope = { userId: customer, event: 'rescheduled', channel: 'email' } as const;
    expect(await verifyUnsubscribeToken(t, await unsubscribeToken(t, scope))).toEqual(scope);
  });

  it('is refused when any part was changed or it was signed with another key', async () => {
    const token = await unsubscribeToken(t, { userId: customer, event: 'rescheduled', channel: 'email' });
    const [version, claims, signature] = token.split('.') as [string, string, string];
    const otherClaims = Buffer.from(JSON.stringify({ u: customer, e: 'confirmed', c: 'email' })).toString('base64url');
    const forged = [
      `${version}.${otherClaims}.${signature}`,
      `${version}.${claims}.${signature.slice(0, -2)}AA`,
      `${version}.${claims}.${signature}!`,
      `${version}.${claims}.`,
      `${claims}.${signature}`,
      `${version}.${claims}`,
      `${token}.x`,
      '',
    ];
    for (const candidate of forged) expect(await verifyUnsubscribeToken(t, candidate)).toBeUndefined();
  });
});

describe('GET /api/notifications/unsubscribe', () => {
  it('tells what the link turns off, with the address masked, without a session', async () => {
    const response = await state(await unsubscribeToken(t, { userId: customer, event: 'rescheduled', channel: 'email' }));
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({ event: 'rescheduled', eventLabel: 'Rescheduled', channel: 'email', address: 'c•••@example.com', subscribed: true });
  });

  it('answers a clear 400 on the token field for a bad, foreign or malformed link (never a 500)', async () => {
    const gone = await unsubscribeToken(t, { userId: '00000000-0000-4000-8000-000000000000', event: 'booked', channel: 'email' });
    for (const token of ['nonsense', 'a.b', gone, `${'x'.repeat(300)}.${'y'.repeat(300)}`]) {
      const response = await state(token);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.code).toBe('VALIDATION_FAILED');
    }
    expect((await state('a.b')).json().error).toMatchObject({ message: invalid, fieldErrors: { token: [invalid] } });
    expect((await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe' })).statusCode).toBe(400);
  });
});

describe('POST /api/notifications/unsubscribe', () => {
  it('turns off only that event on that channel; turning it back on needs a login', async () => {
    const user = await createUser(t.db, { email: 'unsub.one@example.com', roles: ['customer'] });
    const token = await unsubscribeToken(t, { userId: user, event: 'confirmed', channel: 'email' });
    const off = await post({ token });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({ event: 'confirmed', subscribed: false, address: 'u•••@example.com' });
    expect(await chosen(user, 'confirmed')).toEqual({ email: false, sms: false, in_app: true });
    expect(await chosen(user, 'rescheduled')).toEqual({ email: true, sms: false, in_app: true });
    expect((await state(token)).json().subscribed).toBe(false);

    const undo = await post({ token, subscribe: true });
    expect(undo.statusCode).toBe(400);
    expect(undo.json().error.fieldErrors).toEqual({ subscribe: ['To get these emails again, log in and change your notification settings'] });
    expect((await state(token)).json().subscribed).toBe(false);
  });

  it('changes nothing for a bad token, and needs the site’s CSRF header', async () => {
    const before = await t.db.selectFrom('notification_preferences').select('user_id').execute();
    const bad = await post({ token: 'a.b' }, '203.0.113.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fieldErrors).toEqual({ token: [invalid] });
    expect((await post({ token: 42 }, '203.0.113.2')).statusCode).toBe(400);
    const token = await unsubscribeToken(t, { userId: customer, event: 'booked', channel: 'email' });
    const crossSite = await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', remoteAddress: '203.0.113.2', payload: { token } });
    expect(crossSite.statusCode).toBe(403);
    expect(await t.db.selectFrom('notification_preferences').select('user_id').execute()).toEqual(before);
  });

  it('is limited per client address', async () => {
    const token = await unsubscribeToken(t, { userId: customer, event: 'completed', channel: 'email' });
    for (let i = 0; i < 3; i += 1) expect((await post({ token }, '203.0.113.3')).statusCode).toBe(200);
    expect((await post({ token }, '203.0.113.3')).statusCode).toBe(429);
    expect((await post({ token }, '203.0.113.4')).statusCode).toBe(200);
  });
});

describe('maskAddress', () => {
  it('keeps the first letter and the domain', () => {
    expect(['jane@example.com', 'j@example.com', 'broken'].map(maskAddress)).toEqual(['j•••@example.com', 'j•••@example.com', '•••']);
  });
});
