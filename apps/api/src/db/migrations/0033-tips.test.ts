import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import { createEmptyDatabase } from '../../test-support/test-database';
import type { DatabaseHandle } from '../database';
import { migrateToLatest } from '../migrate';

/** 0033: payments have a kind (the job's own charge by default); a tip is one payment, once per job and key. */
let database: DatabaseHandle;
let customer: string;
let provider: string;
let job: string;

beforeAll(async () => {
  database = await createEmptyDatabase();
  await migrateToLatest(database.db);
  const person = (email: string) => sql<{ id: string }>`insert into users (email, name, password_hash, roles) values (${email}, 'Someone', '!', '{customer}') returning id`.execute(database.db);
  customer = (await person('tipper@example.com')).rows[0]!.id;
  const owner = (await person('pro@example.com')).rows[0]!.id;
  provider = (await sql<{ id: string }>`insert into providers (user_id, display_name, bio_html) values (${owner}, 'Pro', '') returning id`.execute(database.db)).rows[0]!.id;
  await sql`insert into markets (id, name, time_zone, currency, status, service_area, postal_codes, min_notice_minutes, booking_horizon_days, slot_step_minutes, travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps, response_window_minutes)
    values ('nyc', 'New York', 'America/New_York', 'USD', 'live', 'NYC', '{10001}', 60, 60, 30, 30, 10, 24, 5000, 800, 888, 2000, 120)`.execute(database.db);
  // A released hold is the least a jobs row needs (no address or contact): the table's rules are what is tested.
  job = (
    await sql<{ id: string }>`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, currency, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until)
      values ('nyc', ${customer}, ${provider}, 'released', '2026-01-05T14:00Z', '2026-01-05T16:00Z', tstzrange('2026-01-05T14:00Z', '2026-01-05T16:30Z'), 'USD', 10000, 800, 959, 11759, 24, 5000, '2026-01-04T14:00Z') returning id`.execute(database.db)
  ).rows[0]!.id;
}, 60_000);
afterAll(() => database.close());

const payment = async (kind?: string) => {
  const reference = `ch_${randomUUID()}`;
  const columns = kind === undefined ? sql`` : sql`, kind`;
  const value = kind === undefined ? sql`` : sql`, ${kind}`;
  return (
    await sql<{ id: string; kind: string }>`insert into payments (job_id, market_id, customer_id, currency, authorised_minor, status, gateway_reference, card_brand, card_last4${columns})
      values (${job}, 'nyc', ${customer}, 'USD', 500, 'authorized', ${reference}, 'Visa', '4242'${value}) returning id, kind`.execute(database.db)
  ).rows[0]!;
};
const tip = (paymentId: string, key: string) =>
  sql`insert into tips (job_id, payment_id, market_id, customer_id, provider_id, currency, amount_minor, idempotency_key) values (${job}, ${paymentId}, 'nyc', ${customer}, ${provider}, 'USD', 500, ${key})`.execute(database.db);

it('makes every payment the job’s own charge unless it says it is a tip, and no third kind', async () => {
  expect((await payment()).kind).toBe('job');
  expect((await payment('tip')).kind).toBe('tip');
  await expect(payment('gift')).rejects.toThrow(/check constraint|violates/);
});

it('records a tip once per job and key, and a payment as one tip at most', async () => {
  const key = randomUUID();
  const first = await payment('tip');
  await tip(first.id, key);
  await expect(tip((await payment('tip')).id, key)).rejects.toThrow(/duplicate key|unique/);
  await expect(tip(first.id, randomUUID())).rejects.toThrow(/duplicate key|unique/);
  await expect(sql`update tips set amount_minor = 0`.execute(database.db)).rejects.toThrow(/check constraint|violates/);
});
