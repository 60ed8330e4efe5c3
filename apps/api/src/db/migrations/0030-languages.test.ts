import { type Kysely, Migrator, sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrations } from '../migration-list';
import { up } from './0030-languages';

/** 0030 on a database with markets and accounts from before it. */
let database: DatabaseHandle;

beforeAll(async () => {
  database = await createEmptyDatabase();
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0030'));
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => before } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}, 60_000);
afterAll(() => database.close());

it('makes Berlin German and every other market English; accounts have no language until they choose', async () => {
  const market = (id: string, zone: string, currency: string) => sql`(${id}, ${id}, ${zone}, ${currency}, 'live', 'Everywhere', 120, 60, 15, 30, 10, 24, 2500, 800, 0, 2000)`;
  await sql`insert into markets (id, name, time_zone, currency, status, service_area, min_notice_minutes, booking_horizon_days, slot_step_minutes,
      travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps)
    values ${sql.join([market('nyc', 'America/New_York', 'USD'), market('berlin', 'Europe/Berlin', 'EUR')])}`.execute(database.db);
  await sql`insert into users (email, name, password_hash) values ('c@example.com', 'C', 'x')`.execute(database.db);

  await up(database.db as unknown as Kysely<unknown>);

  const markets = await sql<{ id: string; language: string }>`select id, language from markets order by id`.execute(database.db);
  expect(markets.rows).toEqual([{ id: 'berlin', language: 'de' }, { id: 'nyc', language: 'en' }]);
  const users = await sql<{ language: string | null }>`select language from users`.execute(database.db);
  expect(users.rows).toEqual([{ language: null }]);
  // Only the languages the site has.
  await expect(sql`update users set language = 'fr'`.execute(database.db)).rejects.toThrow(/users_language/);
  await expect(sql`update markets set language = 'fr' where id = 'nyc'`.execute(database.db)).rejects.toThrow(/markets_language/);
  await expect(sql`update markets set language = null where id = 'nyc'`.execute(database.db)).rejects.toThrow();
});
