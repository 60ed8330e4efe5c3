import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { databaseNow } from '../../test-support/test-clock';
import { testDeps } from '../../test-support/job-fixtures';
import { listSecurityEvents } from './security-events.repository';
import { recordSecurityEvent } from './security-events.service';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the security log', () => {
  it('stores who, from where, when and what', async () => {
    const at = new Date('2026-11-23T10:00:00Z');
    await recordSecurityEvent(testDeps(t, () => at), { type: 'login_failed', email: 'nobody@example.com', address: '203.0.113.9', detail: { reason: 'wrong password' } });
    const row = await t.db.selectFrom('security_events').selectAll().where('email', '=', 'nobody@example.com').executeTakeFirstOrThrow();
    expect(row).toMatchObject({ type: 'login_failed', user_id: null, address: '203.0.113.9', detail: { reason: 'wrong password' } });
    expect(row.at.toISOString()).toBe(at.toISOString());
  });

  it('is append-only but for two doors: raising a count, and deleting what is older than 13 months', async () => {
    // By the database's clock: its trigger decides by it.
    const dbNow = await databaseNow(t.db);
    const monthsAgo = (months: number) => {
      const at = new Date(dbNow);
      at.setUTCMonth(at.getUTCMonth() - months);
      return at;
    };
    const insert = (at: Date, address: string) =>
      t.db.insertInto('security_events').values({ at, type: 'access_refused', address, detail: '{}' }).returning('id').executeTakeFirstOrThrow();
    const old = await insert(monthsAgo(14), '192.0.2.14');
    const young = await insert(monthsAgo(12), '192.0.2.12');
    await sql`update security_events set count = count + 2 where id = ${young.id}`.execute(t.db);
    expect((await t.db.selectFrom('security_events').select('count').where('id', '=', young.id).executeTakeFirstOrThrow()).count).toBe(3);
    await expect(sql`update security_events set count = 1 where id = ${young.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`update security_events set count = count + 1, address = 'x' where id = ${young.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from security_events where id = ${young.id}`.execute(t.db)).rejects.toThrow(/append-only/);
    await sql`delete from security_events where id = ${old.id}`.execute(t.db);
    expect(await t.db.selectFrom('security_events').select('address').where('address', 'in', ['192.0.2.14', '192.0.2.12']).execute()).toEqual([{ address: '192.0.2.12' }]);
  });

  it('is append-only: updates, deletes and truncation are refused by the database', async () => {
    await recordSecurityEvent(testDeps(t), { type: 'logout', address: '127.0.0.1' });
    await expect(sql`update security_events set address = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from security_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate security_events`.execute(t.db)).rejects.toThrow(/append-only/);
    const { count } = await t.db.selectFrom('security_events').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(count).toBeGreaterThanOrEqual(2);
  });
});

describe('the admin list of the log', () => {
  beforeAll(async () => {
    const rows = Array.from({ length: 30 }, (_, index) => ({ at: new Date(Date.UTC(2031, 0, 1, 0, index)), type: 'logout', address: '192.0.2.77', email: index < 3 ? 'few@example.com' : null, detail: '{}' }));
    await t.db.insertInto('security_events').values(rows).execute();
  });

  it('counts exactly while a count is cheap', async () => {
    const page = await listSecurityEvents(t.db, { email: 'few@example.com' }, { offset: 0, limit: 2 }, { exactUpTo: 20 });
    expect(page).toMatchObject({ totalEstimate: 3, totalIsExact: true, hasNextPage: true });
    expect(page.rows).toHaveLength(2);
  });

  it('past that, gives the planner’s estimate (at least one more than it counted) instead of counting every row', async () => {
    const page = await listSecurityEvents(t.db, {}, { offset: 0, limit: 10 }, { exactUpTo: 20 });
    expect(page.totalIsExact).toBe(false);
    expect(page.totalEstimate).toBeGreaterThanOrEqual(21);
    expect(page.hasNextPage).toBe(true);
    expect(page.rows).toHaveLength(10);
  });
});
