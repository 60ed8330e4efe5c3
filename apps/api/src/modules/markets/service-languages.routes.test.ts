import { createTestApp, csrf, firstProviderIn, type TestApp } from '../../test-support/test-app';

/** A service's name and description in the request's language (migration 0031; docs/languages.md). */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Offer = { id: string; name: string; description: string };
const marketPage = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({ method: 'GET', url: '/api/markets/berlin', headers });
  expect(response.statusCode).toBe(200);
  return response.json() as { services: Offer[] };
};
const offer = (services: Offer[], id: string) => services.find((service) => service.id === id)!;

describe('the market page', () => {
  it('names and describes the services in German for a German reader, ordered by their German names', async () => {
    const { services } = await marketPage({ 'accept-language': 'de-DE,de;q=0.9,en;q=0.5' });
    expect(offer(services, 'furniture-assembly')).toMatchObject({ name: 'Möbelmontage', description: expect.stringContaining('Die Verpackung nehmen wir mit.') });
    expect(offer(services, 'tv-mounting').name).toBe('TV-Montage');
    expect(offer(services, 'home-cleaning').name).toBe('Wohnungsreinigung');
    const names = services.map((service) => service.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });

  it('stays English without a language asked for, for a language the site lacks, and when the lang cookie says English', async () => {
    const asked: Array<Record<string, string>> = [{}, { 'accept-language': 'fr-FR' }, { 'accept-language': 'de', cookie: 'lang=en' }];
    for (const headers of asked) {
      const { services } = await marketPage(headers);
      expect(offer(services, 'furniture-assembly')).toMatchObject({ name: 'Furniture assembly', description: expect.stringContaining('Packaging taken away.') });
    }
  });

  it('follows the lang cookie over the browser', async () => {
    const { services } = await marketPage({ 'accept-language': 'en-US', cookie: 'lang=de' });
    expect(offer(services, 'moving-help').name).toBe('Umzugshilfe');
  });

  it('falls back to English where a service has no German (or no German description)', async () => {
    await t.db.deleteFrom('service_translations').where('service_id', '=', 'lawn-care').execute();
    await t.db.updateTable('service_translations').set({ description: '' }).where('service_id', '=', 'handyman').execute();
    const { services } = await marketPage({ 'accept-language': 'de' });
    expect(offer(services, 'lawn-care')).toMatchObject({ name: 'Lawn care', description: expect.stringContaining('Mowing') });
    expect(offer(services, 'handyman')).toMatchObject({ name: 'Handwerkerservice', description: expect.stringContaining('Small repairs') });
  });
});

describe('the booking flow and provider profiles', () => {
  it('quotes lines with the services’ names in the reader’s language', async () => {
    const quote = (headers: Record<string, string>) =>
      t.app.inject({ method: 'POST', url: '/api/markets/berlin/quote', headers: { ...csrf, ...headers }, payload: { services: [{ serviceId: 'tv-mounting', quantity: 1 }] } });
    expect((await quote({ 'accept-language': 'de' })).json().lines).toEqual([expect.objectContaining({ serviceId: 'tv-mounting', name: 'TV-Montage', amountMinor: 8900 })]);
    expect((await quote({})).json().lines).toEqual([expect.objectContaining({ serviceId: 'tv-mounting', name: 'TV mounting' })]);
  });

  it('names a provider’s services in the reader’s language, on the profile and in each market’s offer', async () => {
    const provider = await firstProviderIn(t.db, 'berlin');
    const profile = async (headers: Record<string, string>) => (await t.app.inject({ method: 'GET', url: `/api/providers/${provider.id}`, headers })).json();
    const german = await profile({ 'accept-language': 'de' });
    const english = await profile({});
    const ids = english.services.map((service: { id: string }) => service.id);
    expect(ids.length).toBeGreaterThan(0);
    expect(german.services).toHaveLength(ids.length);
    const germanNames = new Set(german.services.map((service: { name: string }) => service.name));
    for (const service of english.services as Array<{ id: string; name: string }>) {
      if (service.id === 'lawn-care') continue; // no German any more (the test above)
      expect(germanNames.has(service.name)).toBe(false);
    }
    const named = new Map(german.services.map((service: { id: string; name: string }) => [service.id, service.name]));
    for (const service of german.offers[0].services as Array<{ id: string; name: string }>) expect(service.name).toBe(named.get(service.id));
  });
});
