import { endpoints, type RouteKey } from '@marketplace/contracts';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { validMarketSettings } from '../../test-support/market-fixtures';

/**
 * A market id in a path either names a market or it does not: 404 NOT_FOUND for anything that
 * names none, malformed or too long included — never 400 for the path, never 500.
 */
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];
/** A valid body for each endpoint that needs one, so only the path can be wrong. */
const bodies: Partial<Record<RouteKey, unknown>> = {
  'booking.quote': { services: cleaning },
  'booking.slots': { services: cleaning },
  'booking.providersAt': { services: cleaning, start: new Date(TEST_NOW + 3 * 24 * 3_600_000).toISOString() },
  'markets.updateSettings': validMarketSettings,
  // Saved after markets.updateSettings (above) moved New York's settings to version 2.
  'adminCatalogue.updateMarket': { ...validMarketSettings, version: 2, name: 'New York City', timeZone: 'America/New_York', serviceArea: 'All five boroughs', language: 'en' },
  'adminCatalogue.setServicePrice': { priceMinor: 5500, active: true },
  'providerReview.approve': {},
  'providerReview.reject': { reason: 'Not enough experience yet' },
  'providerReview.requestChanges': { reason: 'Add a clearer picture' },
  'roster.suspend': { reason: 'Complaints' },
  'roster.reinstate': { reason: 'Resolved' },
};
/** Other path parameters beside the market's: well-formed, so only the market can be wrong. */
const otherParams = (path: string) =>
  path
    .replace(':serviceId', 'home-cleaning')
    .replace(':applicationId', '00000000-0000-4000-8000-000000000001')
    .replace(':providerId', '00000000-0000-4000-8000-000000000002');
/** A valid query for each endpoint that needs one. */
const queries: Partial<Record<RouteKey, string>> = {
  'marketJobs.calendar': `?${new URLSearchParams({ from: new Date(TEST_NOW).toISOString(), to: new Date(TEST_NOW + 7 * 24 * 3_600_000).toISOString() })}`,
};
// A job's own paths under its market (the job desk) answer 404 for a job not in that market: tested in job-desk.routes.test.ts.
const withMarketId = (Object.entries(endpoints) as Array<[RouteKey, (typeof endpoints)[RouteKey]]>).filter(
  ([, endpoint]) => endpoint.path.includes(':marketId') && !endpoint.path.includes(':jobId'),
);

const ids = {
  unknown: 'atlantis',
  'upper case': 'NYC',
  'a leading dash': '-nyc',
  punctuation: 'ny%20c%21',
  'a slash': 'ny%2Fc',
  'a NUL byte': 'ny%00c',
  'not UTF-8': '%C3%28',
  'one character': 'n',
  'just over the length': 'a'.repeat(41),
  'far too long': 'a'.repeat(5000),
};

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
});
afterAll(() => t.close());

it('covers every endpoint with a market id in its path', () => {
  expect(withMarketId.map(([key]) => key).sort()).toEqual([
    'adminCatalogue.comingSoon',
    'adminCatalogue.goLive',
    'adminCatalogue.market',
    'adminCatalogue.setServicePrice',
    'adminCatalogue.updateMarket',
    'booking.providersAt',
    'booking.quote',
    'booking.slots',
    'marketInsights.capacity',
    'marketInsights.kpis',
    'marketJobs.calendar',
    'marketJobs.export',
    'marketJobs.list',
    'marketJobs.unassigned',
    'markets.get',
    'markets.settings',
    'markets.settingsHistory',
    'markets.updateSettings',
    'messages.reportsInMarket',
    'plans.listInMarket',
    'problems.listInMarket',
    'providerReview.approve',
    'providerReview.get',
    'providerReview.list',
    'providerReview.picture',
    'providerReview.reject',
    'providerReview.requestChanges',
    'providers.listInMarket',
    'roster.get',
    'roster.list',
    'roster.needsReassignment',
    'roster.reinstate',
    'roster.suspend',
  ]);
});

describe.each(withMarketId)('%s', (key, endpoint) => {
  it.each(Object.entries(ids))('answers 404 NOT_FOUND for %s', async (_, id) => {
    const url = otherParams(endpoint.path).replace(':marketId', id) + (queries[key] ?? '');
    const response = await apiCall(t, endpoint.method, url, { cookie: admin, body: bodies[key] });
    expect([response.statusCode, response.json().error.code]).toEqual([404, 'NOT_FOUND']);
  });

  // With another id in the path too, a market that exists leaves the answer to that id: tested beside those endpoints.
  if (/:(applicationId|providerId)/.test(endpoint.path)) return;
  it('still answers for a market that exists', async () => {
    const response = await apiCall(t, endpoint.method, otherParams(endpoint.path).replace(':marketId', key === 'adminCatalogue.comingSoon' ? 'toronto' : 'nyc') + (queries[key] ?? ''), { cookie: admin, body: bodies[key] });
    expect(response.statusCode).toBe(200);
  });
});
