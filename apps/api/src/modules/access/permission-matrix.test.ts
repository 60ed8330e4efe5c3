import { apiEndpoints, buildPath, type Endpoint } from '@marketplace/contracts';
import type { InjectOptions } from 'fastify';
import { clearBlockingJobs, insertTestJob, providerOffering, userIdOf } from '../../test-support/job-fixtures';
import { defaultRateLimits } from '../../config';
import { createTestApp, createUser, csrf, firstProviderIn, loginAs, providerIdOf, sessionCookieOf, type TestApp } from '../../test-support/test-app';
import { protectedRows, publicRows } from '../../test-support/permission-matrix/rows';
import { fixtureStart, type Ids, type Request, type Role, roles, services, useTestApp } from '../../test-support/permission-matrix/world';

/**
 * Every endpoint × every kind of caller × own / someone else's / unknown ids → the status the
 * API must answer. Table-driven: an endpoint in the contract without a row here fails the suite.
 * The rows are in `test-support/permission-matrix/` (`rows.ts` and one file per area), the callers and ids
 * in `world.ts`.
 */

const endpoints = Object.entries(apiEndpoints).flatMap(([group, list]) =>
  Object.entries(list).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint: endpoint as Endpoint })),
);

function inject(endpoint: Endpoint, request: Request, cookie?: string): InjectOptions {
  const query = request.query ? `?${new URLSearchParams(request.query)}` : '';
  return {
    method: endpoint.method,
    url: `${buildPath(endpoint.path, request.params)}${query}`,
    headers: { ...csrf, ...(cookie ? { cookie } : {}), ...(request.raw ? { 'content-type': request.raw.contentType } : {}) },
    ...(request.raw ? { payload: request.raw.payload } : request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
  };
}

let t: TestApp;
let ids: Ids;
const cookies: Partial<Record<Role, string>> = {};

// Every role calls each CSV export and tips for every target, from one address: more than those
// rate limits allow. The matrix is about rights; the limits have their own tests.
const generous = { limit: 10_000, windowSeconds: 600 };

beforeAll(async () => {
  t = await createTestApp({ rateLimits: { ...defaultRateLimits, csvExportPerUser: generous, csvExportPerAddress: generous, tipPerUser: generous, tipPerAddress: generous } });
  useTestApp(t);
  const provider = await providerIdOf(t.db, 'provider@example.com');
  const other = await firstProviderIn(t.db, 'nyc', [provider]);
  const berlin = await firstProviderIn(t.db, 'berlin');
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  const stranger = await createUser(t.db, { email: 'stranger@example.com', roles: ['customer'] });
  const emails: Record<Exclude<Role, 'anonymous'>, string> = {
    customer: 'customer@example.com',
    provider: 'provider@example.com',
    otherProvider: other.email,
    nycManager: 'manager@example.com',
    berlinManager: 'manager.berlin@example.com',
    admin: 'admin@example.com',
  };
  const users = Object.fromEntries(await Promise.all(Object.entries(emails).map(async ([role, email]) => [role, await userIdOf(t.db, email)]))) as Ids['users'];
  const customerJob = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', users.customer).where('status', '=', 'confirmed').executeTakeFirstOrThrow();
  ids = {
    provider,
    otherProvider: other.id,
    berlinProvider: berlin.id,
    berlinProviderEmail: berlin.email,
    holdProvider: await providerOffering(t.db, 'nyc', ['home-cleaning'], [provider, other.id]),
    users,
    stranger,
    customerJob: customerJob.id,
    berlinJob: await insertTestJob(t.db, { customerId: stranger, providerId: berlin.id, marketId: 'berlin', start: fixtureStart(1), services }),
  };
  for (const [role, email] of Object.entries(emails)) cookies[role as Role] = await loginAs(t.app, email);
  // The seeded week of the two providers would overlap the fixtures kept at the present.
  await clearBlockingJobs(t.db, [provider, other.id], [ids.customerJob]);
});
afterAll(() => t.close());

describe('the permission matrix covers the whole contract', () => {
  it('has a row for every endpoint that needs a session, and a public case for every other', () => {
    for (const { name, endpoint } of endpoints) {
      if (endpoint.access === 'public') expect({ name, row: publicRows[name] }).toEqual({ name, row: expect.anything() });
      else expect({ name, row: protectedRows[name] }).toEqual({ name, row: expect.anything() });
    }
    const names = endpoints.map((entry) => entry.name);
    expect(Object.keys({ ...protectedRows, ...publicRows }).filter((name) => !names.includes(name))).toEqual([]);
  });
});

describe.each(endpoints.filter(({ endpoint }) => endpoint.access !== 'public'))('$name', ({ name, endpoint }) => {
  const row = protectedRows[name];
  const cases = row
    ? roles.flatMap((role) => Object.keys(row.targets).map((target) => {
      const expected = row.expect[role];
      return { role, target, status: typeof expected === 'number' ? expected : expected[target]! };
    }))
    : [];

  it.each(cases)('$role → $target: $status', async ({ role, target, status }) => {
    const response = await t.app.inject(inject(endpoint, await row!.targets[target]!(ids, role), cookies[role]));
    // A password change gives the session a new id: the role goes on with the new cookie.
    const rotated = response.statusCode < 300 ? sessionCookieOf(response) : undefined;
    if (rotated) cookies[role] = rotated;
    expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json().error.code : undefined }).toEqual({
      status,
      body: { 400: 'VALIDATION_FAILED', 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[status as 400 | 401 | 403 | 404],
    });
  });
});

describe.each(endpoints.filter(({ endpoint }) => endpoint.access === 'public'))('$name (public)', ({ name, endpoint }) => {
  it('answers an anonymous visitor', async () => {
    const response = await t.app.inject(inject(endpoint, await publicRows[name]!.request(ids)));
    expect(response.statusCode).toBe(publicRows[name]!.status);
  });
});
