import { sql } from 'kysely';
import { addProviderIn, newMarket } from '../../test-support/catalogue-fixtures';
import { testDeps } from '../../test-support/job-fixtures';
import { queuedFor } from '../../test-support/notification-fixtures';
import { apiCall, createTestApp, loginAs, type TestApp } from '../../test-support/test-app';
import { TEST_NOW } from '../../test-support/test-clock';
import { composeEmail } from '../notifications/deliver';

/** docs/admin-markets.md, "The launch email": once per waitlist entry, queued with the opening. */
let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await loginAs(t.app, 'admin@example.com');
}, 30_000);
afterAll(() => t.close());

const join = async (postalCode: string, email: string) => expect((await apiCall(t, 'POST', '/api/waitlist', { body: { postalCode, email } })).statusCode).toBe(204);
const launchMails = () =>
  t.db.selectFrom('notifications').select(['id', 'recipient', 'user_id', 'payload', 'market_id']).where('event', '=', 'market_launch').orderBy('recipient').execute();
const goLive = (marketId: string) => apiCall(t, 'POST', `/api/admin/markets/${marketId}/go-live`, { cookie: admin });

async function readyMarket(id: string, postalCodes: string[]) {
  expect((await apiCall(t, 'POST', '/api/admin/markets', { cookie: admin, body: newMarket(id, postalCodes) })).statusCode).toBe(201);
  expect((await apiCall(t, 'PUT', `/api/admin/services/home-cleaning/markets/${id}`, { cookie: admin, body: { priceMinor: 5000, active: true } })).statusCode).toBe(200);
  await addProviderIn(t, id, `pro.${id}@example.com`);
}

it('emails everyone waiting in its postal codes once, queued with the opening; going live again emails nobody', async () => {
  await join('69001', 'ana@example.com');
  await join('69 002', 'ben@example.com');
  await join('69003', 'outside@example.com');
  await join('69001', 'left@example.com');
  await readyMarket('lyon', ['69001', '69002']);
  await t.db.updateTable('waitlist_entries').set({ unsubscribed_at: new Date(TEST_NOW) }).where('email', '=', 'left@example.com').execute();
  expect((await apiCall(t, 'GET', '/api/admin/markets/lyon', { cookie: admin })).json().waitlistWaiting).toBe(2);

  const opened = await goLive('lyon');
  expect([opened.statusCode, opened.json().launchEmailsQueued]).toEqual([200, 2]);
  const mails = await launchMails();
  expect(mails.map((mail) => [mail.recipient, mail.user_id, mail.market_id])).toEqual([
    ['ana@example.com', null, 'lyon'],
    ['ben@example.com', null, 'lyon'],
  ]);
  expect(await queuedFor(t, mails.map((mail) => mail.id))).toBe(2);

  expect((await apiCall(t, 'POST', '/api/admin/markets/lyon/coming-soon', { cookie: admin })).statusCode).toBe(200);
  const again = await goLive('lyon');
  expect([again.statusCode, again.json().launchEmailsQueued]).toEqual([200, 0]);
  expect(await launchMails()).toHaveLength(2);
});

it('says "we are live — book now" with the market page, and a one-click unsubscribe that leaves the waitlist', async () => {
  const [mail] = await launchMails();
  const row = await t.db.selectFrom('notifications').selectAll().where('id', '=', mail!.id).executeTakeFirstOrThrow();
  const email = await composeEmail(testDeps(t), row, row.recipient!);
  expect(email.subject).toBe('We are live in Lyon lyon — book now');
  expect(email.text).toContain('/market/lyon');
  // Someone on a waitlist has no account: a way off the list, no link to account settings.
  expect(email.text).toContain('/market/waitlist/unsubscribe?token=');
  expect(email.text).not.toContain('notification settings');
  expect(email.html).not.toContain('/account/notifications');
  expect(email.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<(.+)>/.exec(email.headers['List-Unsubscribe']!)![1]!;
  const url = new URL(oneClick);
  expect(url.pathname).toBe('/api/waitlist/unsubscribe/one-click');
  const posted = await t.app.inject({ method: 'POST', url: url.pathname + url.search, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'List-Unsubscribe=One-Click' });
  expect(posted.statusCode).toBe(204);
  const entry = await t.db.selectFrom('waitlist_entries').select('unsubscribed_at').where('email', '=', 'ana@example.com').executeTakeFirstOrThrow();
  expect(entry.unsubscribed_at).not.toBeNull();
  // The page's button (JSON, with the site's header) works too, twice; a made-up token does not.
  const token = url.searchParams.get('token')!;
  expect((await apiCall(t, 'POST', '/api/waitlist/unsubscribe', { body: { token } })).statusCode).toBe(204);
  expect((await apiCall(t, 'POST', '/api/waitlist/unsubscribe', { body: { token: '00000000-0000-4000-8000-000000000000' } })).statusCode).toBe(400);
});

it('queues one set of emails when two admins open the market at once', async () => {
  for (const i of [1, 2, 3]) await join('69009', `twice.${i}@example.com`);
  await readyMarket('lyon-nine', ['69009']);
  const answers = await Promise.all([goLive('lyon-nine'), goLive('lyon-nine')]);
  expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
  expect(answers.map((answer) => answer.json().launchEmailsQueued).sort()).toEqual([0, 3]);
  const { rows } = await sql<{ n: number }>`select count(*)::int as n from notifications where event = 'market_launch' and market_id = 'lyon-nine'`.execute(t.db);
  expect(rows[0]!.n).toBe(3);
});

it('rolls the opening back with its emails when queueing fails: nobody is marked as told', async () => {
  await join('69007', 'rollback@example.com');
  await readyMarket('lyon-seven', ['69007']);
  await sql`alter table notifications add constraint test_refuse_launch check (event <> 'market_launch') not valid`.execute(t.db);
  try {
    expect((await goLive('lyon-seven')).statusCode).toBe(500);
  } finally {
    await sql`alter table notifications drop constraint test_refuse_launch`.execute(t.db);
  }
  expect((await apiCall(t, 'GET', '/api/admin/markets/lyon-seven', { cookie: admin })).json()).toMatchObject({ status: 'coming_soon', waitlistWaiting: 1 });
  expect((await goLive('lyon-seven')).json().launchEmailsQueued).toBe(1);
});
