import { request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { expect, test } from '../support/test';
import { demo, logIn } from '../support/accounts';
import { httpsPorts } from '../support/ports';
import { startApi, startShell } from '../support/servers';
import { startTlsProxy } from '../support/tls-proxy';

/**
 * The production shape: a TLS-terminating proxy in front of the real shell, the real API
 * behind it, started with PUBLIC_URL and TRUST_PROXY as docs/operations.md's "Production behind HTTPS" says.
 */
const publicUrl = `https://localhost:${httpsPorts.proxy}`;
const apiUrl = `http://127.0.0.1:${httpsPorts.api}`;
const untrustingShellUrl = `http://localhost:${httpsPorts.untrustingShell}`;

/** A login POST from a given loopback address (127.0.0.2, 127.0.0.3, …: one client each). */
function loginFrom(base: string, localAddress: string, headers: Record<string, string> = {}): Promise<number> {
  const url = new URL('/api/auth/login', base);
  const body = JSON.stringify({ email: `nobody-${Math.random().toString(36).slice(2)}@example.com`, password: 'not-the-password' });
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: 'POST',
        family: 4,
        localAddress,
        rejectUnauthorized: false,
        headers: { 'content-type': 'application/json', 'x-requested-with': 'handyhub', origin: publicUrl, ...headers },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

test.describe('production behind HTTPS', () => {
  const servers: Array<{ stop(): Promise<void> }> = [];

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    // Over a copy of the seeded database, demo accounts included (an https site seeding its own
    // would get none unless DEMO_DATA=on): this one logs in as the demo customer.
    servers.push(await startApi(httpsPorts.api, { PUBLIC_URL: publicUrl, RATE_LIMIT_LOGIN_PER_ADDRESS: '3/900' }));
    servers.push(await startShell(httpsPorts.shell, { env: { API_URL: apiUrl, PUBLIC_URL: publicUrl, TRUST_PROXY: 'loopback' } }));
    servers.push(await startShell(httpsPorts.untrustingShell, { env: { API_URL: apiUrl } }));
    servers.push(await startTlsProxy(httpsPorts.proxy, `http://127.0.0.1:${httpsPorts.shell}`));
  });

  test.afterAll(async () => {
    await Promise.all(servers.map((server) => server.stop()));
  });

  test.use({ baseURL: publicUrl, ignoreHTTPSErrors: true });

  test('a customer logs in and out over https: both POSTs pass the origin check, the session cookie is __Host- and Secure', async ({ page, context }) => {
    const pageAnswer = await page.goto('/login');
    expect(pageAnswer?.headers()['strict-transport-security']).toBe('max-age=31536000');

    const loginAnswer = page.waitForResponse((response) => response.url() === `${publicUrl}/api/auth/login`);
    await logIn(page, demo.customer);
    expect((await loginAnswer).status()).toBe(200);
    const sessionCookies = (await context.cookies(publicUrl)).filter((cookie) => cookie.name.endsWith('hh_session'));
    expect(sessionCookies).toEqual([
      expect.objectContaining({ name: '__Host-hh_session', secure: true, httpOnly: true, path: '/', sameSite: 'Lax', domain: 'localhost' }),
    ]);

    const logoutAnswer = page.waitForResponse((response) => response.url() === `${publicUrl}/api/auth/logout`);
    await page.getByRole('link', { name: 'Log out' }).click();
    expect((await logoutAnswer).status()).toBe(204);
    await expect(page.getByRole('link', { name: 'Log in' })).toBeVisible();
    expect((await context.cookies(publicUrl)).filter((cookie) => cookie.name.endsWith('hh_session'))).toEqual([]);
  });

  test('each client behind the proxy has its own login limit; without a trusted proxy a forged X-Forwarded-For changes nothing', async () => {
    // The API allows 3 failed logins per client address (RATE_LIMIT_LOGIN_PER_ADDRESS=3/900).
    for (let i = 0; i < 3; i += 1) expect(await loginFrom(publicUrl, '127.0.0.2')).toBe(401);
    expect(await loginFrom(publicUrl, '127.0.0.2')).toBe(429);
    expect(await loginFrom(publicUrl, '127.0.0.3')).toBe(401);

    // Straight to a shell that trusts no proxy: the header is the client's own claim, ignored.
    for (let i = 0; i < 3; i += 1) expect(await loginFrom(untrustingShellUrl, '127.0.0.4', { 'x-forwarded-for': `198.51.100.${i}` })).toBe(401);
    expect(await loginFrom(untrustingShellUrl, '127.0.0.4', { 'x-forwarded-for': '198.51.100.99' })).toBe(429);
  });
});
