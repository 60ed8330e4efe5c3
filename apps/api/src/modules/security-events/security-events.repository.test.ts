import { sql } from 'kysely';
import { createTestApp, type TestApp } from '../../test-support/test-app';
import { testDeps } from '../../test-support/job-fixtures';
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

  it('is append-only: updates, deletes and truncation are refused by the database', async () => {
    await recordSecurityEvent(testDeps(t), { type: 'logout', address: '127.0.0.1' });
    await expect(sql`update security_events set address = 'x'`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`delete from security_events`.execute(t.db)).rejects.toThrow(/append-only/);
    await expect(sql`truncate security_events`.execute(t.db)).rejects.toThrow(/append-only/);
    const { count } = await t.db.selectFrom('security_events').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
    expect(count).toBeGreaterThanOrEqual(2);
  });
});
