import { createTestApp, csrf, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';

let t: TestApp;
let providerId: string;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await providerIdOf(t.db, 'provider@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';

describe('GET /api/markets/:marketId/providers', () => {
  it('lists the providers a market offers as cards, best rated first (not the one who paused)', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/markets/nyc/providers' });
    expect(response.statusCode).toBe(200);
    const cards = response.json().providers as Array<{ id: string; displayName: string; rating: { average: number | null }; shortBio: string; serviceIds: string[]; pictureUrl: string }>;
    // Twelve work in New York; Marcus Williams paused himself (the demo data, docs/supply.md).
    expect(cards).toHaveLength(11);
    expect(cards.map((card) => card.displayName)).not.toContain('Marcus Williams');
    const averages = cards.map((card) => card.rating.average ?? 0);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    for (const card of cards) {
      expect(card.shortBio.length).toBeGreaterThan(20);
      expect(card.shortBio).not.toMatch(/[<>]/);
      expect(card.serviceIds.length).toBeGreaterThanOrEqual(2);
      expect(card.serviceIds.length).toBeLessThanOrEqual(5);
      expect(card.pictureUrl).toMatch(new RegExp(`^/api/providers/${card.id}/picture\\?v=[0-9a-f]{12}$`));
    }
  });

  it('is 404 for an unknown market', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/markets/atlantis/providers' })).statusCode).toBe(404);
  });
});

describe('GET /api/providers/:providerId', () => {
  it('is the public profile: bio, services, markets, rating', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}` });
    expect(response.statusCode).toBe(200);
    const profile = response.json();
    expect(profile).toMatchObject({ id: providerId, displayName: 'Maria Alvarez', markets: [{ id: 'nyc', name: 'New York City' }] });
    expect(profile.bioHtml).toMatch(/<p>.*<\/p>/);
    expect(profile.bioHtml).not.toMatch(/<script|on\w+=/i);
    expect(profile.services.length).toBeGreaterThanOrEqual(2);
    expect(new Date(profile.memberSince).getTime()).toBeLessThan(TEST_NOW);
  });

  it('is 404 for an unknown provider and 400 for an id that is not a UUID', async () => {
    expect((await t.app.inject({ method: 'GET', url: `/api/providers/${UNKNOWN}` })).statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/providers/42' })).statusCode).toBe(400);
  });
});

describe('GET /api/providers/:providerId/picture', () => {
  it('serves a generated SVG avatar, cached for a year at its versioned URL', async () => {
    const { pictureUrl } = (await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}` })).json();
    const response = await t.app.inject({ method: 'GET', url: pictureUrl });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toMatch(/^<svg [^>]*>.*>MA<\/text><\/svg>$/);
    const again = await t.app.inject({ method: 'GET', url: pictureUrl, headers: { 'if-none-match': String(response.headers.etag) } });
    expect(again.statusCode).toBe(304);
  });

  it('is cached briefly at an unversioned or outdated URL, 404 for an unknown provider', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}/picture?v=old` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=300');
    expect((await t.app.inject({ method: 'GET', url: `/api/providers/${UNKNOWN}/picture` })).statusCode).toBe(404);
  });
});

describe('provider availability', () => {
  const week = {
    days: [
      { weekday: 1, intervals: [{ start: '15:00', end: '19:00' }, { start: '07:30', end: '11:00' }] },
      { weekday: 7, intervals: [{ start: '18:00', end: '24:00' }] },
    ],
  };

  it('shows the provider their weekly hours, in their market time, Monday first', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}/availability`, headers: { cookie: provider } });
    expect(response.statusCode).toBe(200);
    const { days } = response.json() as { days: Array<{ weekday: number; intervals: Array<{ start: string; end: string }> }> };
    expect(days.length).toBeGreaterThan(0);
    expect(days.map((day) => day.weekday)).toEqual([...days.map((day) => day.weekday)].sort());
    expect(days[0]!.intervals[0]!.start).toMatch(/^\d{2}:\d{2}$/);
  });

  it('replaces the whole week and answers with what was stored', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/providers/${providerId}/availability`, headers: { ...csrf, cookie: provider }, payload: week });
    expect(response.statusCode).toBe(200);
    const stored = {
      days: [
        { weekday: 1, intervals: [{ start: '07:30', end: '11:00' }, { start: '15:00', end: '19:00' }] },
        { weekday: 7, intervals: [{ start: '18:00', end: '24:00' }] },
      ],
    };
    expect(response.json()).toEqual(stored);
    const read = await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}/availability`, headers: { cookie: provider } });
    expect(read.json()).toEqual(stored);
  });

  it('refuses overlapping or backwards hours with field errors, and keeps the old week', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: `/api/providers/${providerId}/availability`,
      headers: { ...csrf, cookie: provider },
      payload: {
        days: [
          { weekday: 2, intervals: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '14:00' }] },
          { weekday: 3, intervals: [{ start: '17:00', end: '09:00' }] },
          { weekday: 8, intervals: [] },
          { weekday: 4, intervals: [{ start: '9am', end: '25:00' }] },
        ],
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toMatchObject({
      'days.0.intervals': ['Intervals of a day may not overlap'],
      'days.1.intervals.0.end': ['Ends before it starts'],
      'days.2.weekday': [expect.any(String)],
      'days.3.intervals.0.start': ['Use HH:MM, e.g. 08:30'],
    });
    const read = await t.app.inject({ method: 'GET', url: `/api/providers/${providerId}/availability`, headers: { cookie: provider } });
    expect(read.json().days.map((day: { weekday: number }) => day.weekday)).toEqual([1, 7]);
  });

  it('clears the week with an empty list', async () => {
    const response = await t.app.inject({ method: 'PUT', url: `/api/providers/${providerId}/availability`, headers: { ...csrf, cookie: provider }, payload: { days: [] } });
    expect(response.json()).toEqual({ days: [] });
  });
});
