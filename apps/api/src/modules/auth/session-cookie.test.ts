import { createTestApp, csrf, login, sessionCookieOf, type TestApp } from '../../test-support/test-app';

/** What the shell forwards for a browser at https://shop.example behind a trusted TLS proxy. */
const throughProxy = { origin: 'https://shop.example', 'x-forwarded-proto': 'https', 'x-forwarded-host': 'shop.example' };

describe('the session cookie on an https site (PUBLIC_URL=https://shop.example)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ publicUrl: 'https://shop.example' });
  });
  afterAll(() => t.close());

  const me = (cookie: string) => t.app.inject({ method: 'GET', url: '/api/auth/me', headers: { cookie } });

  it('is __Host-hh_session: Secure, HttpOnly, Path=/, no Domain', async () => {
    const response = await login(t.app, 'customer@example.com', undefined, throughProxy);
    expect(response.statusCode).toBe(200);
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-hh_session=[A-Za-z0-9_-]{43}; Max-Age=\d+; Path=\/; SameSite=Lax; HttpOnly; Secure$/);
  });

  it('is Secure even when the proxy in front of the shell was not trusted to say https', async () => {
    const response = await login(t.app, 'customer@example.com', undefined, { origin: 'https://shop.example', 'x-forwarded-proto': 'http' });
    expect(String(response.headers['set-cookie'])).toMatch(/; Secure$/);
  });

  it('is the only name the API reads', async () => {
    const cookie = sessionCookieOf(await login(t.app, 'customer@example.com', undefined, throughProxy))!;
    expect(cookie).toMatch(/^__Host-hh_session=/);
    expect((await me(cookie)).statusCode).toBe(200);
    expect((await me(cookie.replace('__Host-hh_session', 'hh_session'))).statusCode).toBe(401);
  });

  it('is cleared under the same name on logout', async () => {
    const cookie = sessionCookieOf(await login(t.app, 'customer@example.com', undefined, throughProxy))!;
    const response = await t.app.inject({ method: 'POST', url: '/api/auth/logout', headers: { ...csrf, ...throughProxy, cookie } });
    expect(response.statusCode).toBe(204);
    expect(String(response.headers['set-cookie'])).toMatch(/^__Host-hh_session=; Max-Age=0; .*; Secure$/);
  });
});

describe('the session cookie without PUBLIC_URL (development)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('is hh_session, Secure only when the request came over https through a trusted proxy', async () => {
    const plain = await login(t.app, 'customer@example.com');
    expect(String(plain.headers['set-cookie'])).toMatch(/^hh_session=[^;]+; .*HttpOnly$/);
    const secured = await login(t.app, 'customer@example.com', undefined, { 'x-forwarded-proto': 'https' });
    expect(String(secured.headers['set-cookie'])).toMatch(/^hh_session=[^;]+; .*HttpOnly; Secure$/);
  });
});
