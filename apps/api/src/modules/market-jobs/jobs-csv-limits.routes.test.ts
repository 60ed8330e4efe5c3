import { defaultRateLimits } from '../../config';
import { insertTestJob, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';

/**
 * Heavy exports (docs/market.md, "CSV export"): the market jobs CSV is capped, and both CSV
 * exports are limited per user. The cap is lowered here to 3 rows (100,000 in production).
 */
let t: TestApp;
let manager: string;
// Days far ahead that only this file's jobs use (America/New_York is UTC−4 then).
const window = { from: '2031-07-07', to: '2031-07-09' };
const ny = (local: string) => new Date(`${local}-04:00`);

beforeAll(async () => {
  t = await createTestApp({
    marketJobsCsvMaxRows: 3,
    rateLimits: { ...defaultRateLimits, csvExportPerUser: { limit: 4, windowSeconds: 600 } },
  });
  manager = await loginAs(t.app, 'manager@example.com');
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const provider = await firstProviderIn(t.db, 'nyc');
  const starts = ['2031-07-07T09:00', '2031-07-07T14:00', '2031-07-08T09:00', '2031-07-09T09:00'];
  for (const [index, start] of starts.entries()) {
    await insertTestJob(t.db, { customerId, providerId: provider.id, marketId: 'nyc', start: ny(start), status: index === 0 ? 'requested' : 'confirmed' });
  }
});
afterAll(() => t.close());

const csv = (query: Record<string, string>, cookie = manager) => apiCall(t, 'GET', `/api/markets/nyc/jobs.csv?${new URLSearchParams({ ...window, ...query })}`, { cookie });

describe('the market jobs CSV', () => {
  it('refuses, before the first byte, an export over the cap, asking to narrow the filters', async () => {
    const response = await csv({});
    expect(response.statusCode).toBe(400);
    expect(response.json().error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: 'More than 3 jobs match these filters: narrow them (dates, status, provider, service) and export again.',
    });
    expect(response.headers['content-disposition']).toBeUndefined();
  });

  it('exports up to the cap', async () => {
    const response = await csv({ status: 'confirmed' });
    expect(response.statusCode).toBe(200);
    expect(response.body.replace(/^\uFEFF/, '').trimEnd().split('\r\n')).toHaveLength(4);
  });

  it('is limited per user, from any address (429 with Retry-After)', async () => {
    await createUser(t.db, { email: 'csv.limited@example.com', roles: ['manager'], managedMarketIds: ['nyc'] });
    const cookie = await loginAs(t.app, 'csv.limited@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const response = await t.app.inject({ method: 'GET', url: `/api/markets/nyc/jobs.csv?status=requested&from=${window.from}&to=${window.to}`, headers: { cookie }, remoteAddress: `198.51.100.${30 + i}` });
      statuses.push(response.statusCode);
      if (response.statusCode === 429) expect(Number(response.headers['retry-after'])).toBeGreaterThan(0);
    }
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
    expect((await csv({ status: 'requested' })).statusCode).toBe(200);
  });
});

describe('the earnings CSV', () => {
  it('shares the per-user limit of heavy exports', async () => {
    const cookie = await loginAs(t.app, 'provider@example.com');
    const providerId = await providerIdOf(t.db, 'provider@example.com');
    const statuses: number[] = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await apiCall(t, 'GET', `/api/providers/${providerId}/earnings.csv`, { cookie })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });
});
