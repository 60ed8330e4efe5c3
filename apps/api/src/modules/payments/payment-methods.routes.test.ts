import { sql } from 'kysely';
import { defaultRateLimits } from '../../config';
import { captureLogs } from '../../test-support/log-capture';
import { createTestApp, createUser, csrf, loginAs, type TestApp } from '../../test-support/test-app';

const url = '/api/payments/test-mode/payment-methods';
const NOW = new Date('2030-06-15T12:00:00Z');
const visa = { number: '4242 4242 4242 4242', expMonth: 12, expYear: 2031, cvc: '123' };

let t: TestApp;
// Every log line at the most talkative level, to prove no card data reaches the log.
const logs = captureLogs();
beforeAll(async () => {
  t = await createTestApp({ logLevel: 'trace', rateLimits: { ...defaultRateLimits, testCardPerUser: { limit: 4, windowSeconds: 600 } } }, { logStream: logs.stream, now: () => NOW });
});
afterAll(() => t.close());

const post = (cookie: string | undefined, payload: Record<string, unknown>) =>
  t.app.inject({ method: 'POST', url, headers: { ...csrf, ...(cookie ? { cookie } : {}) }, payload });

describe('POST /api/payments/test-mode/payment-methods', () => {
  it('tokenises a test card: answers its id, brand and last four, stores neither number nor CVC', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    const response = await post(cookie, visa);
    expect(response.statusCode).toBe(201);
    const method = response.json();
    expect(method).toEqual({ id: expect.stringMatching(/^pm_test_[0-9a-f]{24}$/), brand: 'Visa', last4: '4242', expMonth: 12, expYear: 2031 });
    const row = await t.db.selectFrom('test_gateway_payment_methods').selectAll().where('id', '=', method.id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ brand: 'Visa', last4: '4242', exp_month: 12, exp_year: 2031, behaviour: 'succeed' });
    expect(JSON.stringify(row)).not.toMatch(/4242424242424242|"123"/);

    const declined = (await post(cookie, { ...visa, number: '4000-0000-0000-0002' })).json();
    expect(declined).toMatchObject({ brand: 'Visa', last4: '0002' });
    const behaviour = await t.db.selectFrom('test_gateway_payment_methods').select('behaviour').where('id', '=', declined.id).executeTakeFirstOrThrow();
    expect(behaviour).toEqual({ behaviour: 'decline' });
  });

  it('refuses a number that is not a test card, naming one', async () => {
    const cookie = await loginAs(t.app, 'provider@example.com');
    const response = await post(cookie, { ...visa, number: '4111 1111 1111 1111' });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ number: ['In test mode, use a test card, e.g. 4242 4242 4242 4242'] });
  });

  it('refuses an expired card on its month; the current month is still good', async () => {
    const cookie = await loginAs(t.app, 'manager@example.com');
    const expired = await post(cookie, { ...visa, expMonth: 5, expYear: 2030 });
    expect(expired.statusCode).toBe(400);
    expect(expired.json().error.fieldErrors).toEqual({ expMonth: ['This card has expired'] });
    expect((await post(cookie, { ...visa, expMonth: 6, expYear: 2030 })).statusCode).toBe(201);
  });

  it('explains malformed fields', async () => {
    const cookie = await loginAs(t.app, 'admin@example.com');
    const response = await post(cookie, { number: '42', expMonth: 13, expYear: 30, cvc: '1' });
    expect(response.statusCode).toBe(400);
    expect(Object.keys(response.json().error.fieldErrors).sort()).toEqual(['cvc', 'expMonth', 'expYear', 'number']);
  });

  it('needs a session (401)', async () => {
    expect((await post(undefined, visa)).statusCode).toBe(401);
  });

  it('limits card entries per user (429 with Retry-After)', async () => {
    await createUser(t.db, { email: 'many-cards@example.com', roles: ['customer'] });
    const cookie = await loginAs(t.app, 'many-cards@example.com');
    const statuses: number[] = [];
    let refused;
    for (let attempt = 0; attempt < 5; attempt += 1) {
      refused = await post(cookie, visa);
      statuses.push(refused.statusCode);
    }
    expect(statuses).toEqual([201, 201, 201, 201, 429]);
    expect(Number(refused?.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('never writes the number or the CVC to the log, even when the request fails', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    await t.db.schema.alterTable('test_gateway_payment_methods').renameTo('test_gateway_payment_methods_away').execute();
    try {
      const failed = await post(cookie, { ...visa, cvc: '987' });
      expect(failed.statusCode).toBe(500);
    } finally {
      await sql`alter table test_gateway_payment_methods_away rename to test_gateway_payment_methods`.execute(t.db);
    }
    expect(logs.text()).toContain('request failed');
    expect(logs.text()).not.toMatch(/4242 ?4242 ?4242 ?4242|4000.?0000.?0000.?0002|4111.?1111|"987"|cvc/i);
  });
});
