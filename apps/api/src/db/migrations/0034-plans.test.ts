import { Migrator, sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';
import { migrations } from '../migration-list';

/** 0034: recurring plans, their visits (one job per plan and occurrence) and the markets' plan discount. */
let database: DatabaseHandle;
let customer: string;
let provider: string;
let plan: string;
const HOUR_MS = 3_600_000;

beforeAll(async () => {
  database = await createEmptyDatabase();
  const db = database.db;
  const before = Object.fromEntries(Object.entries(migrations).filter(([name]) => name < '0034'));
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => before } }).migrateToLatest();
  if (error) throw error;
  for (const id of ['nyc', 'berlin']) {
    await sql`insert into markets (id, name, time_zone, currency, status, service_area, min_notice_minutes, booking_horizon_days, slot_step_minutes,
        travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps)
      values (${id}, ${id}, 'America/New_York', 'USD', 'live', 'Somewhere', 120, 60, 15, 30, 10, 24, 2500, 800, 888, 2000)`.execute(db);
  }
  await migrateToLatest(db);
  const users = await sql<{ id: string }>`insert into users (email, name, password_hash) values ('c@example.com', 'C', 'x'), ('p@example.com', 'P', 'x') returning id`.execute(db);
  customer = users.rows[0]!.id;
  provider = (await sql<{ id: string }>`insert into providers (user_id, display_name) values (${users.rows[1]!.id}, 'P') returning id`.execute(db)).rows[0]!.id;
}, 60_000);
afterAll(() => database.close());

const insertPlan = (changes: { anchor?: string; weekday?: number; localTime?: string; everyWeeks?: number } = {}) =>
  sql<{ id: string }>`insert into plans (customer_id, market_id, provider_id, every_weeks, anchor_date, weekday, local_time, duration_minutes, services,
      address_line1, address_city, address_postal_code, description_html, size, contact_name, contact_email, contact_phone, currency,
      discount_bps, discount_minor, subtotal_minor, service_fee_minor, tax_minor, total_minor, commission_bps, free_cancellation_hours, cancellation_fee_bps, payment_method_id)
    values (${customer}, 'nyc', ${provider}, ${changes.everyWeeks ?? 2}, ${changes.anchor ?? '2031-05-06'}, ${changes.weekday ?? 2}, ${changes.localTime ?? '09:00'}, 120, '[]',
      '1 Main St', 'New York', '10001', '<p>x</p>', 'medium', 'C', 'c@example.com', '+1 555 0100', 'USD', 1000, 1000, 9000, 720, 863, 10583, 2000, 24, 2500, 'pm_card_visa')
    returning id`.execute(database.db);

/** A visit as a given-back hold's row (the fewest columns), at `hours` after the plan's anchor. */
const insertVisit = (occurrence: string | null, hours: number) => {
  const start = new Date(Date.parse('2031-05-06T13:00:00Z') + hours * HOUR_MS);
  const end = new Date(start.getTime() + 2 * HOUR_MS);
  return sql`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, hold_expires_at, currency, subtotal_minor, service_fee_minor,
      tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until, plan_id, plan_occurrence)
    values ('nyc', ${customer}, ${provider}, 'released', ${start}, ${end}, tstzrange(${start}::timestamptz, ${end}::timestamptz, '[)'), ${end}, 'USD', 100, 0, 0, 100, 24, 2500,
      ${start}, ${plan}, ${occurrence})`.execute(database.db);
};

it('gives New York a 10 % plan discount and every other market none, within 0–50 %', async () => {
  const rows = await sql<{ id: string; plan_discount_bps: number }>`select id, plan_discount_bps from markets order by id`.execute(database.db);
  expect(rows.rows).toEqual([{ id: 'berlin', plan_discount_bps: 0 }, { id: 'nyc', plan_discount_bps: 1000 }]);
  await expect(sql`update markets set plan_discount_bps = 5001 where id = 'berlin'`.execute(database.db)).rejects.toThrow(/check constraint/);
});

it('keeps a plan whose weekday is its anchor’s, every 1, 2 or 4 weeks, at a wall-clock time', async () => {
  plan = (await insertPlan()).rows[0]!.id;
  await expect(insertPlan({ weekday: 3 })).rejects.toThrow(/check constraint/);
  await expect(insertPlan({ everyWeeks: 3 })).rejects.toThrow(/check constraint/);
  await expect(insertPlan({ localTime: '24:00' })).rejects.toThrow(/check constraint/);
  await expect(insertPlan({ anchor: '6 May 2031' })).rejects.toThrow(/check constraint|invalid input/);
  await expect(sql`update plans set status = 'paused' where id = ${plan}`.execute(database.db)).rejects.toThrow(/check constraint/);
});

it('makes one job per plan and occurrence; visits that let go of theirs do not count', async () => {
  await insertVisit('2031-05-06', 0);
  await expect(insertVisit('2031-05-06', 24)).rejects.toThrow(/jobs_one_per_plan_occurrence|duplicate key/);
  const nothing = await sql`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, hold_expires_at, currency, subtotal_minor,
      service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until, plan_id, plan_occurrence)
    select market_id, customer_id, provider_id, status, start_at + interval '1 day', end_at + interval '1 day', tstzrange(start_at + interval '1 day', end_at + interval '1 day', '[)'),
      hold_expires_at, currency, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until, plan_id, plan_occurrence
    from jobs where plan_occurrence = '2031-05-06'
    on conflict (plan_id, plan_occurrence) do nothing`.execute(database.db);
  expect(Number(nothing.numAffectedRows ?? 0)).toBe(0);
  await insertVisit(null, 48);
  await insertVisit(null, 72);
  await expect(sql`update jobs set plan_id = null where plan_occurrence is not null`.execute(database.db)).rejects.toThrow(/jobs_plan_occurrence_needs_plan/);
  const discounts = await sql<{ discount_minor: number }>`select distinct discount_minor from jobs`.execute(database.db);
  expect(discounts.rows).toEqual([{ discount_minor: 0 }]);
});
