import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { createTestApp, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { apiCall } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { waitUntil } from '../../test-support/wait-until';
import { answerKey } from './answer-key';
import { type PublicAnswers, publicAnswersOf } from './public-answers';

let t: TestApp;
let answers: PublicAnswers;
let providerId: string;
const logLines: string[] = [];
const logStream = new Writable({
  write(chunk: Buffer, _encoding, done) {
    logLines.push(chunk.toString());
    done();
  },
});

/** Polls until `done` holds (a notification travels from PostgreSQL over another connection). */
const until = (done: () => boolean, what: string, timeoutMs = 5_000) => waitUntil(what, done, { timeoutMs, everyMs: 10 });

/** Runs `change` and waits until its notification has reached the cache. */
async function announced(change: () => Promise<unknown>): Promise<void> {
  const before = answers.cache.begin();
  await change();
  await until(() => answers.cache.begin() !== before, 'the change was announced');
}

beforeAll(async () => {
  t = await createTestApp({ publicAnswerCache: true, logLevel: 'warn' }, { logStream });
  answers = publicAnswersOf(t.app)!;
  providerId = await providerIdOf(t.db, 'provider@example.com');
  await until(() => answers.cache.isListening, 'the API listens for changes');
});
afterAll(() => t.close());

const get = (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers });
/** Where an answer is kept: the endpoint and its validated params (none of these takes a query). */
const keyOf = (name: string, params: Record<string, string> = {}) => answerKey(name, params, {});
const withoutDate = (headers: Record<string, unknown>) => ({ ...headers, date: undefined });
const publicUrls = () => ['/api/markets', '/api/markets/nyc', '/api/markets/nyc/providers', `/api/providers/${providerId}`];

describe('public answers from memory', () => {
  it('answers a second read from memory with the same body and headers, plain or compressed, and a 304 from the kept ETag', async () => {
    for (const url of publicUrls()) {
      for (const encoding of [{}, { 'accept-encoding': 'br' }, { 'accept-encoding': 'gzip' }] as Array<Record<string, string>>) {
        await announced(() => sql`update markets set name = name where id = 'nyc'`.execute(t.db));
        const computed = await get(url, encoding);
        expect(computed.statusCode).toBe(200);
        expect(answers.cache.size).toBe(1);
        const stored = await get(url, encoding);
        expect({ url, encoding, headers: withoutDate(stored.headers) }).toEqual({ url, encoding, headers: withoutDate(computed.headers) });
        expect(stored.rawPayload.equals(computed.rawPayload)).toBe(true);
      }
      const unchanged = await get(url, { 'if-none-match': String((await get(url)).headers.etag) });
      expect(unchanged.statusCode).toBe(304);
      expect(unchanged.body).toBe('');
    }
  });

  it('keeps only successful GET answers, each under its validated request', async () => {
    await announced(() => sql`update markets set name = name where id = 'nyc'`.execute(t.db));
    expect((await get('/api/markets/atlantis')).statusCode).toBe(404);
    expect((await get('/api/markets/nyc/providers?extra=1')).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'HEAD', url: '/api/markets' })).statusCode).toBe(200);
    expect(answers.cache.size).toBe(1);
    expect(answers.cache.get(keyOf('providers.listInMarket', { marketId: 'nyc' }))).toBeDefined();
  });

  it('keys on the validated query, not the URL: reordered or made-up parameters share one entry and cannot fill the memory', async () => {
    await announced(() => sql`update markets set name = name where id = 'nyc'`.execute(t.db));
    const first = await get('/api/markets/nyc?a=1&b=2');
    for (let i = 0; i < 50; i += 1) {
      const again = await get(`/api/markets/nyc?b=2&a=1&junk=${i}`);
      expect(again.headers.etag).toBe(first.headers.etag);
    }
    expect(answers.cache.size).toBe(1);
    expect(answers.cache.get(keyOf('markets.get', { marketId: 'nyc' }))).toBeDefined();
  });

  it('shows a manager’s saved settings and a provider’s profile edit on the next read', async () => {
    const manager = await loginAs(t.app, 'manager@example.com');
    const settings = (await apiCall(t, 'GET', '/api/markets/nyc/settings', { cookie: manager })).json();
    expect((await get('/api/markets/nyc')).json().policies.freeCancellationHours).toBe(settings.freeCancellationHours);
    await announced(async () => {
      const saved = await apiCall(t, 'PUT', '/api/markets/nyc/settings', { cookie: manager, body: { ...settings, freeCancellationHours: settings.freeCancellationHours + 1 } });
      expect(saved.statusCode).toBe(200);
    });
    expect((await get('/api/markets/nyc')).json().policies.freeCancellationHours).toBe(settings.freeCancellationHours + 1);

    const provider = await loginAs(t.app, 'provider@example.com');
    const profile = (await get(`/api/providers/${providerId}`)).json();
    await announced(async () => {
      const body = { displayName: 'Maria from memory', bioHtml: profile.bioHtml, serviceIds: profile.services.map((service: { id: string }) => service.id), marketIds: ['nyc'] };
      expect((await apiCall(t, 'PUT', `/api/providers/${providerId}/details`, { cookie: provider, body })).statusCode).toBe(200);
    });
    expect((await get(`/api/providers/${providerId}`)).json().displayName).toBe('Maria from memory');
  });

  // Each table a public answer reads: a statement changing it (straight in SQL) and an answer that shows it.
  const tables: Array<[table: string, url: () => string, change: string]> = [
    ['markets', () => '/api/markets', `update markets set service_area = service_area || ' (changed)' where id = 'nyc'`],
    ['services', () => '/api/markets/nyc', `update services set name = name || ' (changed)' where id = 'home-cleaning'`],
    ['market_services', () => '/api/markets/nyc', `update market_services set price_minor = price_minor + 1 where market_id = 'nyc' and service_id = 'home-cleaning'`],
    ['providers', () => `/api/providers/${providerId}`, `update providers set rating_sum = rating_sum + 5, rating_count = rating_count + 1 where id = '$provider'`],
    ['provider_markets', () => '/api/markets/nyc', `delete from provider_markets where provider_id = '$provider' and market_id = 'nyc'`],
    ['provider_services', () => `/api/providers/${providerId}`, `delete from provider_services where provider_id = '$provider' and service_id = 'home-cleaning'`],
  ];
  it('forgets what it keeps when an admin disables a provider’s account, and no other change to an account announces one', async () => {
    const listed = async () => (await get('/api/markets/nyc/providers')).json().providers.map((card: { displayName: string }) => card.displayName);
    expect(await listed()).toContain('James Carter');
    const before = answers.cache.begin();
    await sql`update users set name = name where email = 'james.carter@example.com'`.execute(t.db);
    await announced(() => sql`update users set disabled_at = ${new Date(TEST_NOW)} where email = 'james.carter@example.com'`.execute(t.db));
    expect(answers.cache.begin()).toBe(before + 1);
    expect(await listed()).not.toContain('James Carter');
  });

  it.each(tables)('forgets what it keeps when %s changes', async (_table, url, change) => {
    const before = await get(url());
    expect(answers.cache.size).toBeGreaterThan(0);
    await announced(() => sql.raw(change.replace('$provider', providerId)).execute(t.db));
    expect(answers.cache.size).toBe(0);
    const after = await get(url());
    expect(after.statusCode).toBe(200);
    expect(after.body).not.toBe(before.body);
    expect(after.headers.etag).not.toBe(before.headers.etag);
  });

  it('does not keep an answer begun before a change was announced (PostgreSQL: a read held behind a lock)', async () => {
    if (t.kind !== 'postgres') return; // PGlite runs one statement at a time: a read cannot be held mid-way
    const url = '/api/markets/nyc/providers';
    await announced(() => sql`update markets set name = name where id = 'nyc'`.execute(t.db));
    const reading = await t.db.transaction().execute(async (trx) => {
      await sql`lock table providers in access exclusive mode`.execute(trx);
      const held = get(url);
      await new Promise((resolve) => setTimeout(resolve, 200)); // the request has begun and waits for the table
      // Another connection commits a change: announced while the read is still held.
      await announced(() => sql`update markets set name = name where id = 'nyc'`.execute(t.db));
      return { held };
    });
    const answer = await reading.held;
    expect(answer.statusCode).toBe(200);
    expect(answers.cache.get(keyOf('providers.listInMarket', { marketId: 'nyc' }))).toBeUndefined();
    // The next read begins after the change and is kept.
    await get(url);
    expect(answers.cache.get(keyOf('providers.listInMarket', { marketId: 'nyc' }))).toBeDefined();
  });

  it('reads the database while not listening, says so once, and keeps answers again once listening (PostgreSQL)', async () => {
    if (t.kind !== 'postgres') return; // PGlite's listener is in this process: it cannot drop
    await get('/api/markets');
    expect(answers.cache.get(keyOf('markets.list'))).toBeDefined();
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where application_name = 'handyhub-api-listen' and datname = current_database()`.execute(t.db);
    await until(() => !answers.cache.isListening, 'the lost connection is noticed');
    expect(answers.cache.size).toBe(0);
    await get('/api/markets');
    expect(answers.cache.size).toBe(0);
    // Unannounced while not listening, and still shown.
    await sql`update markets set service_area = 'Changed while nobody listened' where id = 'nyc'`.execute(t.db);
    expect((await get('/api/markets/nyc')).json().serviceArea).toBe('Changed while nobody listened');
    await until(() => answers.cache.isListening, 'listening again', 10_000);
    expect(logLines.filter((line) => line.includes('public answer cache bypassed'))).toHaveLength(1);
    await get('/api/markets');
    expect(answers.cache.get(keyOf('markets.list'))).toBeDefined();
  });
});
