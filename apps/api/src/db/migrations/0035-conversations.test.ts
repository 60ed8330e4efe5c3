import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';

/** 0035: a job's messages are in order, as one of three sides, at most 2000 characters; a person reports a message once. */
let database: DatabaseHandle;
let customer: string;
let job: string;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  customer = (await sql<{ id: string }>`insert into users (email, name, password_hash, roles) values ('writer@example.com', 'Writer', '!', '{customer}') returning id`.execute(database.db)).rows[0]!.id;
  const owner = (await sql<{ id: string }>`insert into users (email, name, password_hash, roles) values ('pro.writer@example.com', 'Pro', '!', '{provider}') returning id`.execute(database.db)).rows[0]!.id;
  const provider = (await sql<{ id: string }>`insert into providers (user_id, display_name, bio_html) values (${owner}, 'Pro', '') returning id`.execute(database.db)).rows[0]!.id;
  await sql`insert into markets (id, name, time_zone, currency, status, service_area, postal_codes, min_notice_minutes, booking_horizon_days, slot_step_minutes, travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps, response_window_minutes)
    values ('nyc', 'New York', 'America/New_York', 'USD', 'live', 'NYC', '{10001}', 60, 60, 30, 30, 10, 24, 5000, 800, 888, 2000, 120)`.execute(database.db);
  // A released hold is the least a jobs row needs: the tables' rules are what is tested.
  job = (
    await sql<{ id: string }>`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, currency, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until)
      values ('nyc', ${customer}, ${provider}, 'released', '2026-01-05T14:00Z', '2026-01-05T16:00Z', tstzrange('2026-01-05T14:00Z', '2026-01-05T16:30Z'), 'USD', 10000, 800, 959, 11759, 24, 5000, '2026-01-04T14:00Z') returning id`.execute(database.db)
  ).rows[0]!.id;
}, 60_000);
afterAll(() => database.close());

const message = (side: string, body: string) =>
  sql<{ id: string; seq: string }>`insert into job_messages (job_id, author_user_id, author_side, body) values (${job}, ${customer}, ${side}, ${body}) returning id, seq`.execute(database.db);

it('numbers messages in order and takes only the three sides and 2000 characters', async () => {
  const first = (await message('customer', 'First')).rows[0]!;
  const second = (await message('market', 'x'.repeat(2000))).rows[0]!;
  expect(BigInt(second.seq)).toBeGreaterThan(BigInt(first.seq));
  await expect(message('admin', 'Hello')).rejects.toThrow(/check constraint|violates/);
  await expect(message('customer', 'x'.repeat(2001))).rejects.toThrow(/check constraint|violates/);
});

it('records a report once per message and person, with a reason', async () => {
  const { id } = (await message('provider', 'Pay in cash')).rows[0]!;
  const report = (reason: string) => sql`insert into job_message_reports (message_id, job_id, market_id, reporter_user_id, reason) values (${id}, ${job}, 'nyc', ${customer}, ${reason})`.execute(database.db);
  await expect(report('')).rejects.toThrow(/check constraint|violates/);
  await report('Off the platform');
  await expect(report('Again')).rejects.toThrow(/duplicate key|unique/);
});
