import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { testPasswordHashing } from '../config';
import { createEmptyDatabase } from '../test-support/test-database';
import { type DatabaseHandle, openPostgres } from './database';
import { migrations } from './migration-list';
import { prepareDatabase } from './prepare';

const seed = { seed: true as const, demo: true, passwordHashing: testPasswordHashing, providersPerMarket: 2 };
let database: DatabaseHandle & { url?: string };

beforeAll(async () => {
  database = await createEmptyDatabase();
}, 60_000);
afterAll(() => database.close());

const count = async (table: 'markets' | 'users' | 'providers') =>
  (await database.db.selectFrom(table).select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;

describe('prepareDatabase: migrations, then demo data for a new database', () => {
  it('with SEED=false only migrates: the btree_gist extension and every table exist, empty', async () => {
    const result = await prepareDatabase(database, { seed: false });
    expect(result).toEqual({ applied: Object.keys(migrations), seeded: null });
    const extension = await sql<{ extname: string }>`select extname from pg_extension where extname = 'btree_gist'`.execute(database.db);
    expect(extension.rows).toHaveLength(1);
    expect(await count('markets')).toBe(0);
  });

  it('is safe to run again, and from several processes at once', async () => {
    // Two API processes starting together: on PostgreSQL each has its own connection pool.
    const second = database.kind === 'postgres' && database.url ? openPostgres(database.url, { max: 2 }) : database;
    try {
      const results = await Promise.all([prepareDatabase(database, seed), prepareDatabase(second, seed), prepareDatabase(database, seed)]);
      expect(results.map((result) => result.applied)).toEqual([[], [], []]);
      expect(results.filter((result) => result.seeded !== null)).toHaveLength(1);
    } finally {
      if (second !== database) await second.close();
    }
    expect(await count('markets')).toBe(4);
    expect(await count('providers')).toBe(6);
  });

  it('does not seed a database that already has markets', async () => {
    const users = await count('users');
    expect((await prepareDatabase(database, seed)).seeded).toBeNull();
    expect(await count('users')).toBe(users);
  });
});

describe('constraints that protect the data', () => {
  it('keeps emails unique whatever their case, and availability intervals apart', async () => {
    const email = `Dup${randomUUID().slice(0, 8)}@example.com`;
    await database.db.insertInto('users').values({ email: email.toLowerCase(), name: 'A', phone: null, password_hash: 'x', roles: ['customer'] }).execute();
    await expect(sql`insert into users (email, name, password_hash) values (${email.toLowerCase()}, 'B', 'x')`.execute(database.db)).rejects.toMatchObject({
      code: '23505',
    });
    // Stored lower-case only, so the unique index on lower(email) is the whole story.
    await expect(sql`insert into users (email, name, password_hash) values (${email}, 'B', 'x')`.execute(database.db)).rejects.toMatchObject({
      code: '23514',
    });
    const provider = await database.db.selectFrom('providers').select('id').executeTakeFirstOrThrow();
    await database.db.deleteFrom('provider_availability').where('provider_id', '=', provider.id).execute();
    await database.db.insertInto('provider_availability').values({ provider_id: provider.id, weekday: 1, start_minute: 540, end_minute: 720 }).execute();
    await expect(
      database.db.insertInto('provider_availability').values({ provider_id: provider.id, weekday: 1, start_minute: 700, end_minute: 800 }).execute(),
    ).rejects.toMatchObject({ code: '23P01' });
  });
});
