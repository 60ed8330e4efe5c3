import { apiCall, createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';

let t: TestApp;
let providerId: string;
let provider: string;
beforeAll(async () => {
  t = await createTestApp();
  providerId = await providerIdOf(t.db, 'provider@example.com');
  provider = await loginAs(t.app, 'provider@example.com');
});
afterAll(() => t.close());

const editorUrl = () => `/api/providers/${providerId}/editor`;
const update = (body: unknown, cookie = provider) => apiCall(t, 'PUT', `/api/providers/${providerId}/details`, { cookie, body });

describe('the profile editor', () => {
  it('shows the provider everything the edit page needs, never cached', async () => {
    const response = await apiCall(t, 'GET', editorUrl(), { cookie: provider });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-store');
    const editor = response.json();
    expect(editor).toMatchObject({ id: providerId, displayName: 'Maria Alvarez', marketIds: ['nyc'], hasUploadedPicture: false, timeOff: { timeZone: 'America/New_York' } });
    expect(editor.pictureLimits).toEqual({ maxBytes: 8 * 1024 * 1024, maxPixels: 40_000_000, minSide: 96, types: ['image/jpeg', 'image/png', 'image/webp'] });
    expect(editor.choices.map((market: { id: string }) => market.id)).not.toContain('toronto');
    expect(editor.choices.find((market: { id: string }) => market.id === 'nyc').services.length).toBeGreaterThan(3);
    expect(editor.availability.days.length).toBeGreaterThan(0);
  });

  it('stores name, bio (sanitized), services and markets; the public profile shows them with prices', async () => {
    const response = await update({
      displayName: '  Maria A. ',
      bioHtml: '<p>Hi <strong>there</strong><script>alert(1)</script><img src=x onerror="alert(2)"></p>',
      serviceIds: ['home-cleaning', 'deep-cleaning', 'home-cleaning'],
      marketIds: ['nyc'],
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ displayName: 'Maria A.', bioHtml: '<p>Hi <strong>there</strong></p>', serviceIds: ['deep-cleaning', 'home-cleaning'] });
    const profile = (await apiCall(t, 'GET', `/api/providers/${providerId}`)).json();
    expect(profile.bioHtml).toBe('<p>Hi <strong>there</strong></p>');
    expect(profile.offers).toEqual([
      {
        marketId: 'nyc',
        marketName: 'New York City',
        currency: 'USD',
        services: [
          { id: 'deep-cleaning', name: expect.any(String), unit: expect.stringMatching(/job|hour/), priceMinor: expect.any(Number) },
          { id: 'home-cleaning', name: 'Home cleaning', unit: 'hour', priceMinor: expect.any(Number) },
        ],
      },
    ]);
  });

  it('refuses markets that are not live and services not offered there, with field errors, changing nothing', async () => {
    const response = await update({ displayName: 'Maria', bioHtml: '', serviceIds: ['rocket-repair'], marketIds: ['toronto'] });
    expect(response.statusCode).toBe(400);
    expect(response.json().error.fieldErrors).toEqual({ marketIds: ['Not a live market: toronto'], serviceIds: ['Not offered in your markets: rocket-repair'] });
    const empty = await update({ displayName: 'M', bioHtml: 'x'.repeat(20_001), serviceIds: [], marketIds: [] });
    expect(Object.keys(empty.json().error.fieldErrors).sort()).toEqual(['bioHtml', 'displayName', 'marketIds', 'serviceIds']);
    expect((await apiCall(t, 'GET', editorUrl(), { cookie: provider })).json().displayName).toBe('Maria A.');
  });

  it('lets a manager of the market read it but not change it', async () => {
    const manager = await loginAs(t.app, 'manager@example.com');
    expect((await apiCall(t, 'GET', editorUrl(), { cookie: manager })).statusCode).toBe(200);
    expect((await update({ displayName: 'Maria', bioHtml: '', serviceIds: ['home-cleaning'], marketIds: ['nyc'] }, manager)).statusCode).toBe(403);
  });
});
