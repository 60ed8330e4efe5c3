import { apiEndpoints, buildPath, type Endpoint } from '@marketplace/contracts';
import type { InjectOptions } from 'fastify';
import { createTestApp, createUser, csrf, firstProviderIn, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';

/**
 * Every endpoint × every kind of caller × own / someone else's / unknown ids → the status the
 * API must answer. Table-driven: an endpoint in the contract without a row here fails the suite.
 */
const roles = ['anonymous', 'customer', 'provider', 'otherProvider', 'nycManager', 'berlinManager', 'admin'] as const;
type Role = (typeof roles)[number];

interface Ids {
  provider: string; // the demo provider (nyc), logged in as `provider`
  otherProvider: string; // another nyc provider, logged in as `otherProvider`
  berlinProvider: string;
  berlinProviderEmail: string; // never logged in above, so their password is unchanged
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const settings = {
  minNoticeMinutes: 60, bookingHorizonDays: 90, slotStepMinutes: 30, travelBufferMinutes: 15, holdMinutes: 10,
  freeCancellationHours: 24, cancellationFeeBps: 2500, serviceFeeBps: 800, taxBps: 888, commissionBps: 2000,
};
const week = { days: [{ weekday: 2, intervals: [{ start: '09:00', end: '17:00' }] }] };

interface Row {
  /** Each target: path params and body for one request. */
  targets: Record<string, (ids: Ids) => { params?: Record<string, string>; body?: unknown }>;
  /** Expected status per role: one number for every target, or one per target. */
  expect: Record<Role, number | Record<string, number>>;
}

const markets = { nyc: () => ({ params: { marketId: 'nyc' } }), berlin: () => ({ params: { marketId: 'berlin' } }), unknown: () => ({ params: { marketId: 'atlantis' } }) };
const withBody = (targets: Row['targets'], body: unknown): Row['targets'] =>
  Object.fromEntries(Object.entries(targets).map(([name, target]) => [name, (ids: Ids) => ({ ...target(ids), body })]));
const providers: Row['targets'] = {
  provider: (ids) => ({ params: { providerId: ids.provider } }),
  otherProvider: (ids) => ({ params: { providerId: ids.otherProvider } }),
  berlinProvider: (ids) => ({ params: { providerId: ids.berlinProvider } }),
  unknown: () => ({ params: { providerId: UNKNOWN_ID } }),
};
const settingsMatrix: Row['expect'] = {
  anonymous: 401,
  customer: { nyc: 403, berlin: 403, unknown: 404 },
  provider: { nyc: 403, berlin: 403, unknown: 404 },
  otherProvider: { nyc: 403, berlin: 403, unknown: 404 },
  nycManager: { nyc: 200, berlin: 403, unknown: 404 },
  berlinManager: { nyc: 403, berlin: 200, unknown: 404 },
  admin: { nyc: 200, berlin: 200, unknown: 404 },
};

const protectedRows: Record<string, Row> = {
  'auth.me': { targets: { self: () => ({}) }, expect: { anonymous: 401, customer: 200, provider: 200, otherProvider: 200, nycManager: 200, berlinManager: 200, admin: 200 } },
  'auth.changePassword': {
    targets: { self: () => ({ body: { currentPassword: 'handyhub-demo', newPassword: 'handyhub-changed-1' } }) },
    expect: { anonymous: 401, customer: 204, provider: 204, otherProvider: 204, nycManager: 204, berlinManager: 204, admin: 204 },
  },
  'markets.settings': { targets: markets, expect: settingsMatrix },
  'markets.updateSettings': { targets: withBody(markets, settings), expect: settingsMatrix },
  'providers.availability': {
    targets: providers,
    expect: {
      anonymous: 401,
      customer: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
      provider: { provider: 200, otherProvider: 403, berlinProvider: 403, unknown: 404 },
      otherProvider: { provider: 403, otherProvider: 200, berlinProvider: 403, unknown: 404 },
      nycManager: { provider: 200, otherProvider: 200, berlinProvider: 403, unknown: 404 },
      berlinManager: { provider: 403, otherProvider: 403, berlinProvider: 200, unknown: 404 },
      admin: { provider: 200, otherProvider: 200, berlinProvider: 200, unknown: 404 },
    },
  },
  'providers.updateAvailability': {
    targets: withBody(providers, week),
    expect: {
      anonymous: 401,
      customer: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
      provider: { provider: 200, otherProvider: 403, berlinProvider: 403, unknown: 404 },
      otherProvider: { provider: 403, otherProvider: 200, berlinProvider: 403, unknown: 404 },
      nycManager: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
      berlinManager: { provider: 403, otherProvider: 403, berlinProvider: 403, unknown: 404 },
      admin: { provider: 200, otherProvider: 200, berlinProvider: 200, unknown: 404 },
    },
  },
};

/** Public endpoints: what an anonymous visitor gets for a valid request. */
const publicRows: Record<string, { request: (ids: Ids) => { params?: Record<string, string>; body?: unknown }; status: number }> = {
  'health.health': { request: () => ({}), status: 200 },
  'auth.signup': { request: () => ({ body: { name: 'New Person', email: 'new.person@example.com', password: 'a-long-password' } }), status: 201 },
  'auth.login': { request: (ids) => ({ body: { email: ids.berlinProviderEmail, password: 'handyhub-demo' } }), status: 200 },
  'auth.logout': { request: () => ({}), status: 204 },
  'markets.list': { request: () => ({}), status: 200 },
  'markets.get': { request: () => ({ params: { marketId: 'nyc' } }), status: 200 },
  'providers.listInMarket': { request: () => ({ params: { marketId: 'nyc' } }), status: 200 },
  'providers.profile': { request: (ids) => ({ params: { providerId: ids.provider } }), status: 200 },
  'providers.picture': { request: (ids) => ({ params: { providerId: ids.provider } }), status: 200 },
  'waitlist.join': { request: () => ({ body: { postalCode: '94103', email: 'someone@example.com' } }), status: 204 },
};

const endpoints = Object.entries(apiEndpoints).flatMap(([group, list]) =>
  Object.entries(list).map(([name, endpoint]) => ({ name: `${group}.${name}`, endpoint: endpoint as Endpoint })),
);

function inject(endpoint: Endpoint, request: { params?: Record<string, string>; body?: unknown }, cookie?: string): InjectOptions {
  return {
    method: endpoint.method,
    url: buildPath(endpoint.path, request.params),
    headers: { ...csrf, ...(cookie ? { cookie } : {}) },
    ...(request.body === undefined ? {} : { payload: request.body as Record<string, unknown> }),
  };
}

let t: TestApp;
let ids: Ids;
const cookies: Partial<Record<Role, string>> = {};

beforeAll(async () => {
  t = await createTestApp();
  const provider = await providerIdOf(t.db, 'provider@example.com');
  const other = await firstProviderIn(t.db, 'nyc', [provider]);
  const berlin = await firstProviderIn(t.db, 'berlin');
  ids = { provider, otherProvider: other.id, berlinProvider: berlin.id, berlinProviderEmail: berlin.email };
  await createUser(t.db, { email: 'manager.berlin@example.com', roles: ['manager'], managedMarketIds: ['berlin'] });
  const emails: Record<Exclude<Role, 'anonymous'>, string> = {
    customer: 'customer@example.com',
    provider: 'provider@example.com',
    otherProvider: other.email,
    nycManager: 'manager@example.com',
    berlinManager: 'manager.berlin@example.com',
    admin: 'admin@example.com',
  };
  for (const [role, email] of Object.entries(emails)) cookies[role as Role] = await loginAs(t.app, email);
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
    const response = await t.app.inject(inject(endpoint, row!.targets[target]!(ids), cookies[role]));
    expect({ status: response.statusCode, body: response.statusCode >= 400 ? response.json().error.code : undefined }).toEqual({
      status,
      body: { 401: 'UNAUTHENTICATED', 403: 'FORBIDDEN', 404: 'NOT_FOUND' }[status as 401 | 403 | 404],
    });
  });
});

describe.each(endpoints.filter(({ endpoint }) => endpoint.access === 'public'))('$name (public)', ({ name, endpoint }) => {
  it('answers an anonymous visitor', async () => {
    const response = await t.app.inject(inject(endpoint, publicRows[name]!.request(ids)));
    expect(response.statusCode).toBe(publicRows[name]!.status);
  });
});
