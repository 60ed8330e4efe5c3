import type { NotificationEvent } from '@marketplace/contracts';
import { readConfig } from '../../config';
import { createTestApp, createUser, csrf, type TestApp } from '../../test-support/test-app';
import { insertOutboxMessage } from '../../test-support/outbox-fixtures';
import { testDeps } from '../../test-support/job-fixtures';
import { captureLogs } from '../../test-support/log-capture';
import { composeEmail } from './deliver';
import { channelsFor } from './preferences';
import { loadOverrides } from './preferences.repository';
import { unsubscribeToken } from './unsubscribe-token';

/**
 * RFC 8058 one-click unsubscribe from the mail client, and what a link may never do: turn mail
 * back on, or leave its token in a log (docs/notifications.md, "Unsubscribe links").
 */
let t: TestApp;
const logs = captureLogs();
beforeAll(async () => {
  const notifications = { ...readConfig({ NODE_ENV: 'test' }).notifications, siteUrl: 'https://shop.example' };
  t = await createTestApp({ logLevel: 'info', publicUrl: 'https://shop.example', notifications }, { logStream: logs.stream });
});
afterAll(() => t.close());

const emailOff = async (userId: string, event: NotificationEvent) => channelsFor(['customer'], (await loadOverrides(t.db, [userId])).get(userId) ?? [], event)?.email;
const oneClick = (token: string, payload: string, headers: Record<string, string> = { 'content-type': 'application/x-www-form-urlencoded' }) =>
  t.app.inject({ method: 'POST', url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}`, headers, payload });

describe('emails', () => {
  it('carry List-Unsubscribe with the https one-click URL, and List-Unsubscribe-Post', async () => {
    const user = await createUser(t.db, { email: 'oneclick.headers@example.com', roles: ['customer'] });
    const id = await insertOutboxMessage(t.db, { userId: user, channel: 'email', recipient: 'oneclick.headers@example.com' });
    const row = await t.db.selectFrom('notifications').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    const mail = await composeEmail(testDeps(t), row, 'oneclick.headers@example.com');
    expect(mail.headers).toEqual({
      'List-Unsubscribe': expect.stringMatching(/^<https:\/\/shop\.example\/api\/notifications\/unsubscribe\/one-click\?token=[\w.%-]+>$/),
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
  });
});

describe('POST /api/notifications/unsubscribe/one-click (RFC 8058)', () => {
  it('turns the email off when the mail provider posts List-Unsubscribe=One-Click, with no CSRF header, from its own origin', async () => {
    const user = await createUser(t.db, { email: 'oneclick.form@example.com', roles: ['customer'] });
    const token = await unsubscribeToken(t, { userId: user, event: 'confirmed', channel: 'email' });
    const response = await oneClick(token, 'List-Unsubscribe=One-Click', { 'content-type': 'application/x-www-form-urlencoded', origin: 'https://mail.example', 'sec-fetch-site': 'cross-site' });
    expect(response.statusCode).toBe(204);
    expect(await emailOff(user, 'confirmed')).toBe(false);
    expect(await emailOff(user, 'rescheduled')).toBe(true);
  });

  it('takes the same as multipart/form-data', async () => {
    const user = await createUser(t.db, { email: 'oneclick.multipart@example.com', roles: ['customer'] });
    const token = await unsubscribeToken(t, { userId: user, event: 'completed', channel: 'email' });
    const body = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b--\r\n';
    expect((await oneClick(token, body, { 'content-type': 'multipart/form-data; boundary=b' })).statusCode).toBe(204);
    expect(await emailOff(user, 'completed')).toBe(false);
  });

  it('refuses anything but the one-click body, and a token that is not ours', async () => {
    const user = await createUser(t.db, { email: 'oneclick.bad@example.com', roles: ['customer'] });
    const token = await unsubscribeToken(t, { userId: user, event: 'confirmed', channel: 'email' });
    expect((await oneClick(token, 'List-Unsubscribe=Something-Else')).statusCode).toBe(400);
    expect((await oneClick(token, '{"List-Unsubscribe":"One-Click"}', { 'content-type': 'application/json' })).statusCode).toBe(400);
    expect((await oneClick('1.forged.token', 'List-Unsubscribe=One-Click')).statusCode).toBe(400);
    expect(await emailOff(user, 'confirmed')).toBe(true);
  });

  it('is the only endpoint that takes a form post without the CSRF header', async () => {
    const waitlist = await t.app.inject({ method: 'POST', url: '/api/waitlist', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'postalCode=10001&email=x%40example.com' });
    expect(waitlist.statusCode).toBe(403);
    const withHeader = await t.app.inject({ method: 'POST', url: '/api/waitlist', headers: { ...csrf, 'content-type': 'application/x-www-form-urlencoded' }, payload: 'postalCode=10001&email=x%40example.com' });
    expect(withHeader.statusCode).toBe(400);
    const token = await unsubscribeToken(t, { userId: (await createUser(t.db, { email: 'oneclick.state@example.com', roles: ['customer'] })), event: 'booked', channel: 'email' });
    expect((await t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', headers: { 'content-type': 'application/json' }, payload: { token } })).statusCode).toBe(403);
  });

  it('a GET of the one-click URL (a mail client that opens it) is sent on to the page that asks first', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/notifications/unsubscribe/one-click?token=1.abc.def' });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/notifications/unsubscribe?token=1.abc.def');
  });
});

describe('a link only ever turns mail off', () => {
  it('refuses to turn it back on: that needs a login', async () => {
    const user = await createUser(t.db, { email: 'oneclick.resub@example.com', roles: ['customer'] });
    const token = await unsubscribeToken(t, { userId: user, event: 'confirmed', channel: 'email' });
    const post = (body: Record<string, unknown>) => t.app.inject({ method: 'POST', url: '/api/notifications/unsubscribe', headers: csrf, payload: body });
    expect((await post({ token })).statusCode).toBe(200);
    const again = await post({ token, subscribe: true });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fieldErrors).toHaveProperty('subscribe');
    expect(await emailOff(user, 'confirmed')).toBe(false);
  });
});

describe('tokens in the log', () => {
  it('are never written: the request log shows the path with the token redacted', async () => {
    const user = await createUser(t.db, { email: 'oneclick.logs@example.com', roles: ['customer'] });
    const token = await unsubscribeToken(t, { userId: user, event: 'cancelled', channel: 'email' });
    logs.clear();
    await t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe?token=${encodeURIComponent(token)}` });
    await oneClick(token, 'List-Unsubscribe=One-Click');
    await t.app.inject({ method: 'GET', url: `/api/notifications/unsubscribe/one-click?token=${encodeURIComponent(token)}&x=1` });
    await t.app.inject({ method: 'GET', url: `/api/nowhere?token=${encodeURIComponent(token)}` });
    expect(logs.text()).toContain('/api/notifications/unsubscribe/one-click?token=[redacted]');
    expect(logs.text()).toContain('/api/notifications/unsubscribe?token=[redacted]');
    for (const part of token.split('.').filter((piece) => piece.length > 3)) expect(logs.text()).not.toContain(part);
  });
});
