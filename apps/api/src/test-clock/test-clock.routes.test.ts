import { insertCapturedJob, providerWithoutMoney } from '../test-support/captured-job-fixtures';
import { testDeps, userIdOf } from '../test-support/job-fixtures';
import { createTestApp, csrf, type TestApp } from '../test-support/test-app';

const start = new Date('2026-11-17T14:30:00Z');
const HOUR_MS = 3_600_000;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ testClockStart: start });
});
afterAll(() => t.close());

const advance = (payload: unknown) => t.app.inject({ method: 'POST', url: '/api/test-clock/advance', headers: csrf, payload: payload as object });

describe('the test clock (TEST_CLOCK_START)', () => {
  it('starts at its instant and is the clock of every use case', async () => {
    const now = (await t.app.inject({ method: 'GET', url: '/api/test-clock' })).json<{ now: string }>().now;
    expect(Date.parse(now) - start.getTime()).toBeGreaterThanOrEqual(0);
    expect(Date.parse(now) - start.getTime()).toBeLessThan(60_000);
    // A sign-up's code is valid from the app's now: the test clock's.
    const signup = await t.app.inject({ method: 'POST', url: '/api/auth/signup', headers: csrf, payload: { name: 'Tess Clock', email: 'tess.clock@example.com', password: 'a long enough password' } });
    expect(signup.statusCode).toBe(202);
    expect(Date.parse(signup.json<{ expiresAt: string }>().expiresAt) - start.getTime()).toBeLessThan(HOUR_MS);
  });

  it('moves forward when the harness says, and lets the minute sweeps (and the plans’ hourly one) run at once', async () => {
    const send = jest.spyOn(t.queue, 'send');
    const before = Date.parse((await t.app.inject({ method: 'GET', url: '/api/test-clock' })).json<{ now: string }>().now);
    const moved = await advance({ ms: 2 * HOUR_MS });
    expect(moved.statusCode).toBe(200);
    const after = Date.parse(moved.json<{ now: string }>().now);
    expect(after - before).toBeGreaterThanOrEqual(2 * HOUR_MS);
    expect(after - before).toBeLessThan(2 * HOUR_MS + 60_000);
    expect(send.mock.calls.map((call) => call[1]).sort()).toEqual(['job-request-sweep', 'notification-sweep', 'plan-visits-sweep']);
    send.mockRestore();
  });

  it('refuses to move back, or without a whole number of milliseconds', async () => {
    for (const payload of [{ ms: -1 }, { ms: 1.5 }, { ms: '60000' }, {}]) {
      const response = await advance(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ error: { fieldErrors: { ms: [expect.stringMatching(/moves forward by 0 to/)] } } });
    }
  });

  it('runs the weekly payout batch when asked (its cron runs on the machine’s time, not the clock’s)', async () => {
    const deps = testDeps(t);
    const provider = await providerWithoutMoney(deps, 'nyc');
    const customerId = await userIdOf(t.db, 'customer@example.com');
    const { earningsMinor } = await insertCapturedJob(deps, { customerId, providerId: provider.id, marketId: 'nyc', start: new Date(start.getTime() - 5 * HOUR_MS) });
    const payouts = () => t.db.selectFrom('payouts').select(['amount_minor', 'status']).where('provider_id', '=', provider.id).execute();
    expect(await payouts()).toEqual([]);
    const ran = await t.app.inject({ method: 'POST', url: '/api/test-clock/payout-batch', headers: csrf, payload: {} });
    expect(ran.statusCode).toBe(200);
    expect(ran.json<{ paid: number; failed: number; unreachable: number }>()).toMatchObject({ failed: 0, unreachable: 0 });
    expect(ran.json<{ paid: number }>().paid).toBeGreaterThanOrEqual(1);
    expect(await payouts()).toEqual([{ amount_minor: earningsMinor, status: 'paid' }]);
  });

  it('is not in the OpenAPI document', async () => {
    const openapi = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(openapi.paths).filter((path) => path.includes('test-clock'))).toEqual([]);
  });
});

describe('without TEST_CLOCK_START', () => {
  it('has no test clock to read or move', async () => {
    const plain = await createTestApp();
    try {
      expect((await plain.app.inject({ method: 'GET', url: '/api/test-clock' })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'POST', url: '/api/test-clock/advance', headers: csrf, payload: { ms: 1000 } })).statusCode).toBe(404);
      expect((await plain.app.inject({ method: 'POST', url: '/api/test-clock/payout-batch', headers: csrf, payload: {} })).statusCode).toBe(404);
    } finally {
      await plain.close();
    }
  });
});
