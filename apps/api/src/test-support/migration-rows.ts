import { type Kysely, sql } from 'kysely';
import type { Database } from '../db/schema';

/**
 * The least rows a migration's test needs to reach a job: a customer, a provider, the New York
 * market and a released hold with the provider (no address or contact: the tested table's rules
 * are what matters). Written in SQL, as the migrated schema stands, with no seed.
 */
export async function insertBareJob(db: Kysely<Database>): Promise<{ customer: string; provider: string; job: string }> {
  const person = async (email: string) => (await sql<{ id: string }>`insert into users (email, name, password_hash, roles) values (${email}, 'Someone', '!', '{customer}') returning id`.execute(db)).rows[0]!.id;
  const customer = await person('bare.customer@example.com');
  const owner = await person('bare.provider@example.com');
  const provider = (await sql<{ id: string }>`insert into providers (user_id, display_name, bio_html) values (${owner}, 'Pro', '') returning id`.execute(db)).rows[0]!.id;
  await sql`insert into markets (id, name, time_zone, currency, status, service_area, postal_codes, min_notice_minutes, booking_horizon_days, slot_step_minutes, travel_buffer_minutes, hold_minutes, free_cancellation_hours, cancellation_fee_bps, service_fee_bps, tax_bps, commission_bps, response_window_minutes)
    values ('nyc', 'New York', 'America/New_York', 'USD', 'live', 'NYC', '{10001}', 60, 60, 30, 30, 10, 24, 5000, 800, 888, 2000, 120)`.execute(db);
  const job = (
    await sql<{ id: string }>`insert into jobs (market_id, customer_id, provider_id, status, start_at, end_at, blocked, currency, subtotal_minor, service_fee_minor, tax_minor, total_minor, free_cancellation_hours, cancellation_fee_bps, free_cancellation_until)
      values ('nyc', ${customer}, ${provider}, 'released', '2026-01-05T14:00Z', '2026-01-05T16:00Z', tstzrange('2026-01-05T14:00Z', '2026-01-05T16:30Z'), 'USD', 10000, 800, 959, 11759, 24, 5000, '2026-01-04T14:00Z') returning id`.execute(db)
  ).rows[0]!.id;
  return { customer, provider, job };
}
