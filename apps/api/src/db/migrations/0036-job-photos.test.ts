import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';

/** 0036: a job's photos name their kind and a stored picture, and go with their job; markets require no after photo unless told. */
let database: DatabaseHandle;
let job: string;
const key = `pictures/${'a'.repeat(64)}`;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  const customer = (await sql<{ id: string }>`insert into users (email, name, password_hash, roles) values ('snap@example.com', 'Someone', '!', '{customer}') returning id`.execute(database.db)).rows[0]!.id;
  const owner = (await sql<{ id: string }>`insert into users (email, name, password_hash, roles) values ('pro@example.com', 'Pro', '!', '{provider}') returning id`.execute(database.db)).rows[0]!.id;
  const provider = (await sql<{ id: string }>`insert into providers (user_id, display_name, bio_html) values (${owner}, 'Pro', '') returning id`.execute(database.db)).rows[0]!.id;
  await sql`insert into markets (id, name, time_zone, currency, status, service_area, postal_codes, min_notice_minutes, booking_horizon_days, slot_step_minutes, travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps, response_window_minutes)
    values ('nyc', 'New York', 'America/New_York', 'USD', 'live', 'NYC', '{10001}', 60, 60, 30, 30, 10, 24, 5000, 800, 888, 2000, 120)`.execute(database.db);
  job = (
    await sql<{ id: string }>`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, currency, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until)
      values ('nyc', ${customer}, ${provider}, 'released', '2026-01-05T14:00Z', '2026-01-05T16:00Z', tstzrange('2026-01-05T14:00Z', '2026-01-05T16:30Z'), 'USD', 10000, 800, 959, 11759, 24, 5000, '2026-01-04T14:00Z') returning id`.execute(database.db)
  ).rows[0]!.id;
}, 60_000);
afterAll(() => database.close());

const photo = (kind: string, pictureKey = key) => sql`insert into job_photos (job_id, kind, picture_key, created_at) values (${job}, ${kind}, ${pictureKey}, now())`.execute(database.db);

it('requires no after photo in a market unless its managers say so', async () => {
  expect((await sql<{ require_after_photo: boolean }>`select require_after_photo from markets where id = 'nyc'`.execute(database.db)).rows).toEqual([{ require_after_photo: false }]);
});

it('takes before and after photos of a stored picture, and nothing else', async () => {
  await photo('before');
  await photo('after');
  await expect(photo('during')).rejects.toThrow(/check constraint|violates/);
  await expect(photo('after', '../../etc/passwd')).rejects.toThrow(/check constraint|violates/);
});

it('goes with its job', async () => {
  await sql`delete from jobs where id = ${job}`.execute(database.db);
  expect((await sql`select id from job_photos`.execute(database.db)).rows).toEqual([]);
});
