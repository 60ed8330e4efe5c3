import { type Kysely, Migrator, sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrations } from '../migration-list';
import { up } from './0009-booking-rules';

/** 0009 on a database that has data from before it: duplicate holds, repeated unmet demand, jobs. */
let database: DatabaseHandle;
const HOUR_MS = 3_600_000;
const start = new Date('2031-05-06T14:00:00Z');

beforeAll(async () => {
  database = await createEmptyDatabase();
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0009'));
  const migrator = new Migrator({ db: database.db, provider: { getMigrations: async () => before } });
  const { error } = await migrator.migrateToLatest();
  if (error) throw error;
}, 60_000);
afterAll(() => database.close());

async function seedOldRows() {
  const db = database.db;
  await sql`insert into markets (id, name, time_zone, currency, status, service_area, min_notice_minutes, booking_horizon_days, slot_step_minutes,
      travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps)
    values ('nyc', 'New York City', 'America/New_York', 'USD', 'live', 'All five boroughs', 120, 60, 15, 30, 10, 24, 2500, 800, 888, 2000)`.execute(db);
  const users = await sql<{ id: string }>`insert into users (email, name, password_hash) values ('c@example.com', 'C', 'x'), ('p@example.com', 'P', 'x') returning id`.execute(db);
  const [customerId, providerUserId] = users.rows.map((row) => row.id);
  const provider = await sql<{ id: string }>`insert into providers (user_id, display_name) values (${providerUserId}, 'P') returning id`.execute(db);
  const row = (status: string, hoursLater: number, createdAt: string) => {
    const at = new Date(start.getTime() + hoursLater * HOUR_MS);
    const end = new Date(at.getTime() + 2 * HOUR_MS);
    return sql`(${'nyc'}, ${customerId}::uuid, ${provider.rows[0]!.id}::uuid, ${status}, ${at}::timestamptz, ${end}::timestamptz,
      tstzrange(${at}::timestamptz, ${end}::timestamptz, '[)'), ${status === 'held' ? new Date(createdAt) : null}::timestamptz,
      ${status === 'held' ? null : '1 Main St'}, ${status === 'held' ? null : 'NYC'}, ${status === 'held' ? null : '10001'}, ${status === 'held' ? null : '<p>x</p>'},
      ${status === 'held' ? null : 'medium'}, ${status === 'held' ? null : 'C'}, ${status === 'held' ? null : 'c@example.com'}, ${status === 'held' ? null : '+1 555 0100'},
      'USD', 100, 0, 0, 100, 24, 2500, ${createdAt}::timestamptz)`;
  };
  await sql`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, hold_expires_at, address_line1, address_city,
      address_postal_code, description_html, size, contact_name, contact_email, contact_phone, currency, subtotal_minor, service_fee_minor, tax_minor,
      total_minor, free_cancellation_hours, cancellation_fee_bps, created_at)
    values ${sql.join([row('held', 0, '2031-05-01T10:00:00Z'), row('held', 24, '2031-05-01T10:05:00Z'), row('confirmed', 48, '2031-04-01T10:00:00Z')])}`.execute(db);
  const search = (services: string, postalCode: string | null, at: string) => sql`('nyc', ${postalCode}, ${services}::jsonb, ${at}::timestamptz)`;
  const twoServices = '[{"serviceId":"tv-mounting","quantity":1},{"serviceId":"handyman","quantity":2}]';
  const reversed = '[{"serviceId":"handyman","quantity":2},{"serviceId":"tv-mounting","quantity":1}]';
  await sql`insert into unmet_demand (market_id, postal_code, services, searched_at) values ${sql.join([
    search(twoServices, '11201', '2031-05-01T13:00:00Z'),
    search(reversed, '11201', '2031-05-01T18:00:00Z'),
    search(twoServices, '11201', '2031-05-02T03:00:00Z'), // 23:00 on 1 May in New York
    search(twoServices, null, '2031-05-01T13:00:00Z'),
    search(twoServices, null, '2031-05-01T14:00:00Z'),
    search(twoServices, '11201', '2031-05-02T13:00:00Z'),
  ])}`.execute(db);
  return customerId!;
}

it('keeps the newest hold of a customer, merges repeated searches per local day, and gives jobs their deadline', async () => {
  const customerId = await seedOldRows();
  await up(database.db as unknown as Kysely<unknown>);

  const holds = await sql<{ status: string; created_at: Date }>`select status, created_at from jobs where customer_id = ${customerId} and status in ('held', 'released') order by created_at`.execute(database.db);
  expect(holds.rows.map((row) => row.status)).toEqual(['released', 'held']);
  const revive = sql`update jobs set status = 'held' where status = 'released'`.execute(database.db);
  await expect(revive).rejects.toMatchObject({ code: '23505' });

  const demand = await sql<{ postal_code: string | null; day: string; searches: number; first: Date; last: Date; services: unknown }>`
    select postal_code, searched_on::text as day, searches, searched_at as first, last_searched_at as last, services
    from unmet_demand order by searched_on, postal_code nulls last`.execute(database.db);
  const sorted = [{ serviceId: 'handyman', quantity: 2 }, { serviceId: 'tv-mounting', quantity: 1 }];
  expect(demand.rows).toEqual([
    { postal_code: '11201', day: '2031-05-01', searches: 3, first: new Date('2031-05-01T13:00:00Z'), last: new Date('2031-05-02T03:00:00Z'), services: sorted },
    { postal_code: null, day: '2031-05-01', searches: 2, first: new Date('2031-05-01T13:00:00Z'), last: new Date('2031-05-01T14:00:00Z'), services: sorted },
    { postal_code: '11201', day: '2031-05-02', searches: 1, first: new Date('2031-05-02T13:00:00Z'), last: new Date('2031-05-02T13:00:00Z'), services: sorted },
  ]);

  const deadlines = await sql<{ start_at: Date; free_cancellation_until: Date }>`select start_at, free_cancellation_until from jobs`.execute(database.db);
  for (const job of deadlines.rows) expect(job.free_cancellation_until.getTime()).toBe(job.start_at.getTime() - 24 * HOUR_MS);
});
