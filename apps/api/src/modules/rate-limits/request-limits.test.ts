import { defaultRateLimits } from '../../config';
import { freeStartsOf, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { createTestApp, createUser, csrf, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

/** Limits lowered so each can be reached in a few requests. */
const rateLimits = {
  ...defaultRateLimits,
  signupPerAddress: { limit: 2, windowSeconds: 3600 },
  signupPerEmail: { limit: 2, windowSeconds: 3600 },
  verifyEmailPerAddress: { limit: 4, windowSeconds: 900 },
  verifyEmailPerEmail: { limit: 3, windowSeconds: 900 },
  waitlistPerAddress: { limit: 2, windowSeconds: 3600 },
  slotSearchPerAddress: { limit: 3, windowSeconds: 60 },
  slotSearchPerUser: { limit: 2, windowSeconds: 60 },
  holdPerAddress: { limit: 3, windowSeconds: 600 },
  holdPerUser: { limit: 2, windowSeconds: 600 },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ rateLimits });
});
afterAll(() => t.close());

const services = [{ serviceId: 'home-cleaning', quantity: 2 }];
const call = (method: 'POST' | 'GET', url: string, address: string, options: { body?: Record<string, unknown>; cookie?: string } = {}) =>
  t.app.inject({ method, url, remoteAddress: address, headers: { ...csrf, ...(options.cookie ? { cookie: options.cookie } : {}) }, ...(options.body ? { payload: options.body } : {}) });

function expectLimited(response: { statusCode: number; headers: Record<string, unknown>; json(): { error: Record<string, unknown> } }) {
  expect(response.statusCode).toBe(429);
  expect(response.json().error).toMatchObject({ code: 'TOO_MANY_REQUESTS', retryAfterSeconds: expect.any(Number) });
  expect(Number(response.headers['retry-after'])).toBe(response.json().error.retryAfterSeconds);
}

describe('sign-up', () => {
  const signup = (email: string, address: string) =>
    call('POST', '/api/auth/signup', address, { body: { name: 'Sam Sample', email, password: 'tangerine-quilt-harbor' } });

  it('is limited per client address, whatever the answer was', async () => {
    expect((await signup('sam.one@example.com', '198.51.100.1')).statusCode).toBe(202);
    expect((await signup('customer@example.com', '198.51.100.1')).statusCode).toBe(202);
    expectLimited(await signup('sam.two@example.com', '198.51.100.1'));
    expect(await t.db.selectFrom('email_verifications').select('id').where('email', '=', 'sam.two@example.com').execute()).toEqual([]);
    expect((await signup('sam.two@example.com', '198.51.100.2')).statusCode).toBe(202);
  });

  it('is limited per email from any address, resends included: nobody’s inbox is flooded', async () => {
    expect((await signup('flooded@example.com', '198.51.100.11')).statusCode).toBe(202);
    expect((await call('POST', '/api/auth/signup/resend', '198.51.100.12', { body: { email: 'flooded@example.com' } })).statusCode).toBe(202);
    expectLimited(await signup('flooded@example.com', '198.51.100.13'));
    expectLimited(await call('POST', '/api/auth/signup/resend', '198.51.100.14', { body: { email: 'flooded@example.com' } }));
  });

  it('limits codes tried per email (on top of 5 tries per code) and per address', async () => {
    const verify = (email: string, address: string) => call('POST', '/api/auth/verify-email', address, { body: { email, code: '123456' } });
    for (const address of ['198.51.100.21', '198.51.100.22', '198.51.100.23']) expect((await verify('guessed@example.com', address)).statusCode).toBe(400);
    expectLimited(await verify('guessed@example.com', '198.51.100.24'));
    for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) expect((await verify(email, '198.51.100.25')).statusCode).toBe(400);
    expect((await call('POST', '/api/auth/verify-email', '198.51.100.25', { body: { token: 'C'.repeat(43) } })).statusCode).toBe(400);
    expectLimited(await call('POST', '/api/auth/verify-email', '198.51.100.25', { body: { token: 'C'.repeat(43) } }));
  });
});

describe('the waitlist', () => {
  it('is limited per client address', async () => {
    const join = (email: string, address: string) => call('POST', '/api/waitlist', address, { body: { postalCode: '94103', email } });
    expect((await join('w1@example.com', '198.51.100.3')).statusCode).toBe(204);
    expect((await join('w2@example.com', '198.51.100.3')).statusCode).toBe(204);
    expectLimited(await join('w3@example.com', '198.51.100.3'));
    expect(await t.db.selectFrom('waitlist_entries').select('id').where('email', '=', 'w3@example.com').execute()).toEqual([]);
    expect((await join('w3@example.com', '198.51.100.4')).statusCode).toBe(204);
  });
});

describe('IPv6 clients', () => {
  it('are limited per /64, so rotating through a prefix buys no more attempts; an IPv4-mapped address is its IPv4 address', async () => {
    const join = (email: string, address: string) => call('POST', '/api/waitlist', address, { body: { postalCode: '94103', email } });
    expect((await join('v6a@example.com', '2001:db8:77:1::1')).statusCode).toBe(204);
    expect((await join('v6b@example.com', '2001:db8:77:1:ffff:1234:5678:9abc')).statusCode).toBe(204);
    expectLimited(await join('v6c@example.com', '2001:db8:77:1::2'));
    expect((await join('v6c@example.com', '2001:db8:77:2::1')).statusCode).toBe(204);

    expect((await join('v4a@example.com', '198.51.100.60')).statusCode).toBe(204);
    expect((await join('v4b@example.com', '::ffff:198.51.100.60')).statusCode).toBe(204);
    expectLimited(await join('v4c@example.com', '198.51.100.60'));
  });
});

describe('slot search', () => {
  it('counts the slot list and the providers at a time together, per client address', async () => {
    const start = new Date(TEST_NOW + 3 * 24 * 3_600_000).toISOString();
    expect((await call('POST', '/api/markets/nyc/slots', '198.51.100.5', { body: { services } })).statusCode).toBe(200);
    expect((await call('POST', '/api/markets/nyc/slots/providers', '198.51.100.5', { body: { services, start } })).statusCode).toBe(200);
    expect((await call('POST', '/api/markets/nyc/slots', '198.51.100.5', { body: { services } })).statusCode).toBe(200);
    expectLimited(await call('POST', '/api/markets/nyc/slots/providers', '198.51.100.5', { body: { services, start } }));
    expectLimited(await call('POST', '/api/markets/nyc/slots', '198.51.100.5', { body: { services } }));
    expect((await call('POST', '/api/markets/nyc/slots', '198.51.100.6', { body: { services } })).statusCode).toBe(200);
  });

  it('for rescheduling, is limited per user too, from any address', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const customer = await userIdOf(t.db, 'customer@example.com');
    const job = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customer).where('status', '=', 'confirmed').executeTakeFirstOrThrow();
    const url = `/api/jobs/${job.id}/reschedule/slots`;
    expect((await call('POST', url, '198.51.100.7', { cookie })).statusCode).toBe(200);
    expect((await call('POST', url, '198.51.100.8', { cookie })).statusCode).toBe(200);
    expectLimited(await call('POST', url, '198.51.100.9', { cookie }));
  });
});

describe('holds', () => {
  let provider: string;
  let starts: Date[];
  beforeAll(async () => {
    provider = await providerOffering(t.db, 'nyc', ['home-cleaning']);
    starts = await freeStartsOf(t, 'nyc', provider, services);
  });
  const hold = (cookie: string, address: string, index: number) =>
    call('POST', '/api/holds', address, { cookie, body: { marketId: 'nyc', providerId: provider, start: starts[index]!.toISOString(), services } });

  it('are limited per user, from any address', async () => {
    const cookie = await loginAs(t.app, 'admin@example.com');
    expect((await hold(cookie, '198.51.100.10', 0)).statusCode).not.toBe(429);
    expect((await hold(cookie, '198.51.100.11', 1)).statusCode).not.toBe(429);
    expectLimited(await hold(cookie, '198.51.100.12', 2));
  });

  it('and per client address, whoever is logged in', async () => {
    const cookies = [];
    for (const email of ['h1@example.com', 'h2@example.com', 'h3@example.com', 'h4@example.com']) {
      await createUser(t.db, { email, roles: ['customer'] });
      cookies.push(await loginAs(t.app, email));
    }
    for (const [i, cookie] of cookies.slice(0, 3).entries()) expect((await hold(cookie, '198.51.100.13', 3 + i)).statusCode).not.toBe(429);
    expectLimited(await hold(cookies[3]!, '198.51.100.13', 6));
    expect((await hold(cookies[3]!, '198.51.100.14', 6)).statusCode).not.toBe(429);
  });
});
