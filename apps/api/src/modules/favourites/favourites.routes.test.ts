import { MAX_FAVOURITES } from '@marketplace/contracts';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { demoFavouriteEmails } from '../../seed/favourite-data';

/** docs/repeat-business.md: a logged-in person's own favourite providers. */
let t: TestApp;
let customer: string;
let maria: string;
beforeAll(async () => {
  t = await createTestApp();
  customer = await loginAs(t.app, 'customer@example.com');
  maria = await providerIdOf(t.db, 'provider@example.com');
});
afterAll(() => t.close());

const UNKNOWN = '00000000-0000-4000-8000-000000000000';
const list = async (cookie = customer) => {
  const response = await apiCall(t, 'GET', '/api/favourites', { cookie });
  expect({ status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ status: 200, cacheControl: 'no-store' });
  return response.json().providers as Array<{ id: string; displayName: string; markets: Array<{ id: string }> }>;
};
const put = (providerId: string, cookie = customer) => apiCall(t, 'PUT', `/api/favourites/${providerId}`, { cookie });
const remove = (providerId: string, cookie = customer) => apiCall(t, 'DELETE', `/api/favourites/${providerId}`, { cookie });

describe('favourite providers', () => {
  it('lists the demo customer’s two, with what a card needs and no personal data', async () => {
    const seeded = await Promise.all(demoFavouriteEmails.map((email) => providerIdOf(t.db, email)));
    const providers = await list();
    expect(providers.map((provider) => provider.id)).toEqual(seeded);
    expect(Object.keys(providers[0]!).sort()).toEqual(['displayName', 'id', 'markets', 'pictureUrl', 'rating']);
    expect(providers[0]!.markets).toEqual([{ id: 'nyc', name: 'New York City' }]);
  });

  it('adds and removes idempotently, newest first', async () => {
    for (let i = 0; i < 2; i += 1) {
      const response = await put(maria);
      expect({ status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ status: 204, cacheControl: 'no-store' });
    }
    const providers = await list();
    expect(providers[0]!.id).toBe(maria);
    expect(providers.filter((provider) => provider.id === maria)).toHaveLength(1);
    for (let i = 0; i < 2; i += 1) expect((await remove(maria)).statusCode).toBe(204);
    expect((await list()).map((provider) => provider.id)).not.toContain(maria);
  });

  it('answers 404 for a provider that does not exist, 400 for an id that could not, 401 for a visitor', async () => {
    expect((await put(UNKNOWN)).json().error.code).toBe('NOT_FOUND');
    expect((await remove(UNKNOWN)).statusCode).toBe(404);
    expect((await put('not-an-id')).statusCode).toBe(400);
    for (const response of [await apiCall(t, 'GET', '/api/favourites'), await apiCall(t, 'PUT', `/api/favourites/${maria}`), await apiCall(t, 'DELETE', `/api/favourites/${maria}`)]) {
      expect({ status: response.statusCode, cacheControl: response.headers['cache-control'] }).toEqual({ status: 401, cacheControl: 'no-store' });
    }
  });

  it('hides a provider whose account was disabled, and no longer takes them', async () => {
    const userId = (await t.db.selectFrom('providers').select('user_id').where('id', '=', maria).executeTakeFirstOrThrow()).user_id;
    await put(maria);
    await t.db.updateTable('users').set({ disabled_at: t.clock.now() }).where('id', '=', userId).execute();
    expect((await list()).map((provider) => provider.id)).not.toContain(maria);
    expect((await put(maria)).statusCode).toBe(404);
    // Still removable: the list is the person's to tidy.
    expect((await remove(maria)).statusCode).toBe(204);
    await t.db.updateTable('users').set({ disabled_at: null }).where('id', '=', userId).execute();
  });

  it('keeps each person’s list to themselves, any role may keep one', async () => {
    const manager = await loginAs(t.app, 'manager@example.com');
    expect(await list(manager)).toEqual([]);
    expect((await put(maria, manager)).statusCode).toBe(204);
    expect((await list(manager)).map((provider) => provider.id)).toEqual([maria]);
    expect((await list()).map((provider) => provider.id)).not.toContain(maria);
  });

  it(`refuses the ${MAX_FAVOURITES + 1}th with a clear conflict, and still takes one already kept`, async () => {
    const userId = await createUser(t.db, { email: 'collector@example.com', roles: ['customer'] });
    const cookie = await loginAs(t.app, 'collector@example.com');
    const kept = await newProviders(MAX_FAVOURITES);
    await t.db.insertInto('favourite_providers').values(kept.map((provider_id) => ({ user_id: userId, provider_id }))).execute();
    const refused = await put(maria, cookie);
    expect({ status: refused.statusCode, code: refused.json().error.code, message: refused.json().error.message }).toEqual({
      status: 409,
      code: 'CONFLICT',
      message: `You can keep at most ${MAX_FAVOURITES} favourite providers. Remove one to add another.`,
    });
    expect((await put(kept[0]!, cookie)).statusCode).toBe(204);
    expect(await list(cookie)).toHaveLength(MAX_FAVOURITES);
  });
});

/** `count` providers with accounts of their own, straight into the tables (the limit is about the count). */
async function newProviders(count: number): Promise<string[]> {
  const users = await t.db
    .insertInto('users')
    .values(Array.from({ length: count }, (_, i) => ({ email: `kept.${i}@example.com`, name: `Kept ${i}`, phone: null, roles: ['provider'], password_hash: '!' })))
    .returning('id')
    .execute();
  const providers = await t.db
    .insertInto('providers')
    .values(users.map((user, i) => ({ user_id: user.id, display_name: `Kept ${i}`, bio_html: '', picture_path: null })))
    .returning('id')
    .execute();
  return providers.map((provider) => provider.id);
}
