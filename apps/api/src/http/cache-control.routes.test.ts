import { apiEndpoints, type Endpoint } from '@marketplace/contracts';
import { createTestApp, csrf, loginAs, providerIdOf, type TestApp } from '../test-support/test-app';

let t: TestApp;
let pathParams: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  const job = await t.db
    .selectFrom('jobs')
    .innerJoin('users', 'users.id', 'jobs.customer_id')
    .select('jobs.id')
    .where('users.email', '=', 'customer@example.com')
    .executeTakeFirstOrThrow();
  pathParams = {
    marketId: 'nyc',
    providerId: await providerIdOf(t.db, 'provider@example.com'),
    jobId: job.id,
    holdId: '00000000-0000-4000-8000-000000000000',
    sessionId: '00000000-0000-4000-8000-000000000001',
    timeOffId: '1',
    invoiceId: '00000000-0000-4000-8000-000000000002',
    messageId: '00000000-0000-4000-8000-000000000003',
    userId: '00000000-0000-4000-8000-000000000004',
    applicationId: '00000000-0000-4000-8000-000000000005',
    photoId: '00000000-0000-4000-8000-000000000006',
    serviceId: 'home-cleaning',
    // The demo customer's plan (seed).
    problemId: '00000000-0000-4000-8000-000000000006',
    planId: (await t.db.selectFrom('plans').innerJoin('users', 'users.id', 'plans.customer_id').select('plans.id').where('users.email', '=', 'customer@example.com').executeTakeFirstOrThrow()).id,
  };
});
afterAll(() => t.close());

/** Every endpoint the contract holds, called as the demo customer would call it. */
const everyEndpoint = Object.entries(apiEndpoints).flatMap(([group, members]) =>
  Object.entries(members).map(([name, endpoint]): [string, Endpoint] => [`${group}.${name}`, endpoint]),
);
const publiclyCacheable = everyEndpoint.filter(([, endpoint]) => endpoint.cache === 'public').map(([name]) => name);

function urlOf(endpoint: Endpoint): string {
  return endpoint.path.replace(/:(\w+)/g, (_, name: string) => {
    const value = pathParams[name];
    if (!value) throw new Error(`No test value for :${name}: add one to pathParams.`);
    return value;
  });
}

async function call(endpoint: Endpoint, withSession: boolean) {
  const cookie = withSession ? await loginAs(t.app, 'customer@example.com') : undefined;
  const bodyless = endpoint.method === 'GET' || endpoint.method === 'DELETE';
  return t.app.inject({
    method: endpoint.method,
    url: urlOf(endpoint),
    headers: { ...csrf, ...(cookie ? { cookie } : {}) },
    ...(bodyless ? {} : { payload: {} }),
  });
}

describe('Cache-Control on every API answer', () => {
  it('allows public caching only where the contract says the answer is public, never behind a session', () => {
    // Adding an endpoint here means checking that none of its answers can name a person.
    expect(publiclyCacheable).toEqual(['markets.list', 'markets.get', 'providers.listInMarket', 'providers.profile', 'providers.picture']);
    for (const [, endpoint] of everyEndpoint.filter(([name]) => publiclyCacheable.includes(name))) expect(endpoint.access).toBe('public');
  });

  it.each(everyEndpoint.filter(([name]) => !publiclyCacheable.includes(name)))('%s answers no-store, with or without a session', async (_, endpoint) => {
    for (const withSession of [true, false]) {
      const response = await call(endpoint, withSession);
      expect({ status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ status: response.statusCode, cacheControl: 'no-store' });
    }
  });

  it('a public picture is cacheable, but its error answers are not', async () => {
    const picture = await t.app.inject({ method: 'GET', url: `/api/providers/${pathParams.providerId}/picture` });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['cache-control']).toMatch(/^public, max-age=\d+/);
    const missing = await t.app.inject({ method: 'GET', url: '/api/providers/00000000-0000-4000-8000-000000000000/picture' });
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['cache-control']).toBe('no-store');
  });

  it('covers successful answers with personal data, not only refusals', async () => {
    const cookie = await loginAs(t.app, 'customer@example.com');
    for (const url of ['/api/auth/me', '/api/jobs', `/api/jobs/${pathParams.jobId}`, `/api/jobs/${pathParams.jobId}/calendar.ics`, '/api/favourites', `/api/jobs/${pathParams.jobId}/tips`, `/api/jobs/${pathParams.jobId}/messages`, `/api/jobs/${pathParams.jobId}/photos`, `/api/jobs/${pathParams.jobId}/problems`, '/api/plans', `/api/plans/${pathParams.planId}`, `/api/plans/${pathParams.planId}/ending`]) {
      const response = await t.app.inject({ method: 'GET', url, headers: { cookie } });
      expect({ url, status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ url, status: 200, cacheControl: 'no-store' });
    }
  });
});
