import { freeStartsOf, userIdOf } from '../../test-support/job-fixtures';
import { apiCall, createTestApp, createUser, loginAs, providerIdOf, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { insertProviders } from '../../seed/seed.repository';

/**
 * A provider bio is rich text: sanitized when written and again on every answer that carries
 * it (docs/product.md §7), with the job descriptions' sanitizer. Here a hostile bio is put straight into
 * the database, as an import or a hand edit could, and must come back clean everywhere.
 */
const hostile =
  '<p>Hello <strong>there</strong><script>alert("x")</script><img src=x onerror="alert(2)"> <a href="javascript:alert(3)">click</a> ' +
  '<a href="https://example.com" onclick="alert(4)" target="_blank">site</a><iframe src="https://evil.example">framed</iframe></p>' +
  '<svg onload="alert(5)"><p>more</p></svg>';
const clean =
  '<p>Hello <strong>there</strong> <a rel="noopener noreferrer nofollow">click</a> ' +
  '<a href="https://example.com" rel="noopener noreferrer nofollow">site</a></p><p>more</p>';
const cleanText = 'Hello there click site more';
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

let t: TestApp;
let maria: string;
let customer: string;
beforeAll(async () => {
  t = await createTestApp();
  maria = await providerIdOf(t.db, 'provider@example.com');
  customer = await loginAs(t.app, 'customer@example.com');
  await t.db.updateTable('providers').set({ bio_html: hostile }).where('id', '=', maria).execute();
});
afterAll(() => t.close());

type Card = { id: string; shortBio: string };
const mariaIn = (cards: Card[]) => cards.find((card) => card.id === maria)!;

it('the profile page answer carries the bio sanitized', async () => {
  const response = await apiCall(t, 'GET', `/api/providers/${maria}`);
  expect(response.json().bioHtml).toBe(clean);
});

it('every provider card carries a clean plain-text teaser: market list, free at a start, a job', async () => {
  const list = (await apiCall(t, 'GET', '/api/markets/nyc/providers')).json().providers as Card[];
  const [start] = await freeStartsOf(t, 'nyc', maria, cleaning);
  const atStart = (await apiCall(t, 'POST', '/api/markets/nyc/slots/providers', { body: { services: cleaning, start: start!.toISOString() } })).json()
    .providers as Array<{ provider: Card }>;
  const customerId = await userIdOf(t.db, 'customer@example.com');
  const job = await t.db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).where('provider_id', '=', maria).executeTakeFirstOrThrow();
  const detail = (await apiCall(t, 'GET', `/api/jobs/${job.id}`, { cookie: customer })).json();

  const cards = [mariaIn(list), mariaIn(atStart.map((entry) => entry.provider)), detail.provider as Card];
  expect(cards.map((card) => card.shortBio)).toEqual([cleanText, cleanText, cleanText]);
});

it('the seed path stores a bio sanitized', async () => {
  const userId = await createUser(t.db, { email: 'new.provider@example.com', roles: ['provider'] });
  const ids = await insertProviders(t.db, [
    { user_id: userId, display_name: 'New Provider', bio_html: hostile, rating_sum: 0, rating_count: 0, created_at: new Date(TEST_NOW), marketId: 'nyc', serviceIds: ['home-cleaning'], hours: [[1, 540, 1020]] },
  ]);
  const row = await t.db.selectFrom('providers').select('bio_html').where('id', '=', ids.get(userId)!).executeTakeFirstOrThrow();
  expect(row.bio_html).toBe(clean);
});
