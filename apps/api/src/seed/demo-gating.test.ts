import { Writable } from 'node:stream';
import { sql } from 'kysely';
import { readConfig } from '../config';
import { type DatabaseHandle } from '../db/database';
import { prepareDatabase, prepareOptionsFor } from '../db/prepare';
import { createEmptyDatabase } from '../test-support/test-database';
import { createTestApp } from '../test-support/test-app';
import { demoAccounts } from './demo-accounts';
import { warnAboutDemoAccounts } from './demo-accounts-warning';

/** Demo accounts share a published password: an https site never gets them unless asked (docs/accounts.md). */
describe('a new database on an https site', () => {
  let database: DatabaseHandle;
  beforeAll(async () => {
    database = await createEmptyDatabase();
  }, 60_000);
  afterAll(() => database.close());

  it('gets the catalogue but no account at all: no admin@example.com, no providers, no jobs', async () => {
    const config = readConfig({ NODE_ENV: 'test', PUBLIC_URL: 'https://shop.example' });
    const { seeded } = await prepareDatabase(database, prepareOptionsFor(config));
    expect(seeded).toMatchObject({ markets: 4, providers: 0, users: 0, demoAccounts: false });
    const count = async (table: string) => (await sql<{ n: number }>`select count(*)::int as n from ${sql.table(table)}`.execute(database.db)).rows[0]!.n;
    expect(await count('markets')).toBe(4);
    expect(await count('market_services')).toBeGreaterThan(0);
    expect(await count('users')).toBe(0);
    expect(await count('jobs')).toBe(0);
    expect(await database.db.selectFrom('users').select('id').where('email', '=', 'admin@example.com').executeTakeFirst()).toBeUndefined();
  });
});

describe('the warning at start', () => {
  it('is logged while demo accounts exist, naming them', async () => {
    const lines: Array<{ level: number; msg: string }> = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        for (const line of chunk.toString().split('\n').filter(Boolean)) lines.push(JSON.parse(line) as { level: number; msg: string });
        done();
      },
    });
    const t = await createTestApp({ logLevel: 'warn' }, { logStream });
    try {
      const warning = lines.find((line) => line.msg.startsWith('demo accounts exist'));
      expect(warning).toMatchObject({ level: 40 });
      for (const account of demoAccounts) expect(warning!.msg).toContain(account.email);
      expect(warning!.msg).toContain('DEMO_DATA=off');

      // Renamed (as an operator who keeps the data but not the accounts would), nothing is said.
      await t.db.updateTable('users').set({ email: sql`'renamed.' || email` }).where('email', 'in', demoAccounts.map((account) => account.email)).execute();
      const warn = jest.fn();
      await warnAboutDemoAccounts(t.db, { warn });
      expect(warn).not.toHaveBeenCalled();
    } finally {
      await t.close();
    }
  });
});
