import { type Kysely, sql } from 'kysely';
import { DateTime } from 'luxon';
import type { AppConfig } from '../config';
import type { Database } from '../db/schema';
import { sessionCookieName } from '../modules/auth/session-cookie';
import { sessionExpiry } from '../modules/auth/sessions.service';
import { newSessionToken, sessionIdOf } from '../modules/auth/session-token';
import { priceColumns } from '../modules/booking/price-columns';
import { hourPatterns } from '../seed/provider-hours';
import { marketPrices, serviceSeeds } from '../seed/service-data';

/**
 * Benchmark data written straight through Kysely (setting up is not what is measured): one
 * live market in New York's zone with a 14-day horizon, its providers with varied weekly
 * hours, and jobs that fill their calendars.
 */
export const BENCH_MARKET = 'bench';
export const BENCH_POSTAL_CODE = '99001';
const MINUTE_MS = 60_000;
const ZONE = 'America/New_York';

/** A small deterministic generator: the same data every run. */
export function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

async function chunked<T>(rows: T[], size: number, write: (chunk: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await write(rows.slice(i, i + size));
}

export async function insertUsers(db: Kysely<Database>, prefix: string, count: number, role: string): Promise<string[]> {
  // Nobody logs in with these: the hash is a placeholder, sessions are written directly.
  const users = Array.from({ length: count }, (_, i) => ({ email: `${prefix}${i}@bench.example`, name: `${prefix} ${i}`, phone: null, password_hash: '!', roles: [role] }));
  const ids: string[] = [];
  await chunked(users, 500, async (chunk) => ids.push(...(await db.insertInto('users').values(chunk).returning('id').execute()).map((row) => row.id)));
  return ids;
}

/** The market, the service catalogue (New York's prices) and `count` providers who all clean homes. */
export async function createBenchMarket(db: Kysely<Database>, providerCount: number): Promise<string[]> {
  await db
    .insertInto('markets')
    .values({
      id: BENCH_MARKET, name: 'Bench City', time_zone: ZONE, currency: 'USD', status: 'live', service_area: 'Benchmarks', postal_codes: [BENCH_POSTAL_CODE],
      min_notice_minutes: 120, booking_horizon_days: 14, slot_step_minutes: 30, travel_buffer_minutes: 30, hold_minutes: 10,
      free_cancellation_hours: 24, cancellation_fee_bps: 2500, service_fee_bps: 800, tax_bps: 888, commission_bps: 2000, response_window_minutes: 120,
    })
    .execute();
  await db.insertInto('services').values(serviceSeeds).onConflict((oc) => oc.column('id').doNothing()).execute();
  const prices = Object.entries(marketPrices.nyc!).map(([service_id, price_minor]) => ({ market_id: BENCH_MARKET, service_id, price_minor }));
  await db.insertInto('market_services').values(prices).execute();

  const userIds = await insertUsers(db, 'provider', providerCount, 'provider');
  const providers = await db
    .insertInto('providers')
    .values(userIds.map((user_id, i) => ({ user_id, display_name: `Provider ${i}`, bio_html: '<p>Bench provider</p>', rating_sum: 4 * i, rating_count: i })))
    .returning('id')
    .execute();
  const ids = providers.map((row) => row.id);
  const extras = ['deep-cleaning', 'window-cleaning', 'handyman', 'lawn-care'];
  await db.insertInto('provider_markets').values(ids.map((provider_id) => ({ provider_id, market_id: BENCH_MARKET }))).execute();
  await db.insertInto('provider_services').values(ids.flatMap((provider_id, i) => ['home-cleaning', extras[i % extras.length]!].map((service_id) => ({ provider_id, service_id })))).execute();
  const hours = ids.flatMap((provider_id, i) =>
    hourPatterns[i % hourPatterns.length]!.hours.map(([weekday, start_minute, end_minute]) => ({ provider_id, weekday, start_minute, end_minute })),
  );
  await chunked(hours, 1000, (chunk) => db.insertInto('provider_availability').values(chunk).execute());
  return ids;
}

/**
 * `count` blocking jobs (requested or confirmed) over the next 14 days, each inside its
 * provider's hours: every working interval is cut into 150-minute cells (a job of 60–120
 * minutes plus the 30-minute travel buffer), and a random choice of cells gets a job.
 */
export async function insertBenchJobs(db: Kysely<Database>, providerIds: string[], count: number, now: Date): Promise<number> {
  const next = random(2000);
  const today = DateTime.fromJSDate(now, { zone: ZONE }).startOf('day');
  const cells: Array<{ providerId: string; start: Date }> = [];
  providerIds.forEach((providerId, i) => {
    const weekly = hourPatterns[i % hourPatterns.length]!.hours;
    for (let day = 1; day <= 14; day += 1) {
      const date = today.plus({ days: day });
      for (const [weekday, from, to] of weekly) {
        if (weekday !== date.weekday) continue;
        for (let minute = from; minute + 150 <= to; minute += 150) cells.push({ providerId, start: date.set({ hour: Math.floor(minute / 60), minute: minute % 60 }).toJSDate() });
      }
    }
  });
  for (let i = cells.length - 1; i > 0; i -= 1) {
    const j = Math.floor(next() * (i + 1));
    [cells[i], cells[j]] = [cells[j]!, cells[i]!];
  }
  const [customerId] = await insertUsers(db, 'regular', 1, 'customer');
  const rows = cells.slice(0, count).map(({ providerId, start }) => {
    const minutes = [60, 90, 120][Math.floor(next() * 3)]!;
    const end = new Date(start.getTime() + minutes * MINUTE_MS);
    const blockedEnd = new Date(end.getTime() + 30 * MINUTE_MS);
    return {
      market_id: BENCH_MARKET, customer_id: customerId!, provider_id: providerId, status: next() < 0.7 ? ('confirmed' as const) : ('requested' as const),
      start_at: start, end_at: end, blocked: sql<string>`tstzrange(${start}::timestamptz, ${blockedEnd}::timestamptz, '[)')`,
      address_line1: '1 Bench Street', address_city: 'Bench City', address_postal_code: BENCH_POSTAL_CODE, description_html: '<p>Bench job</p>', size: 'medium' as const,
      contact_name: 'Regular Customer', contact_email: 'regular@bench.example', contact_phone: '+1 555 0100',
      ...priceColumns({ currency: 'USD', subtotalMinor: 11000, serviceFeeMinor: 880, taxMinor: 1055, totalMinor: 12935 }, { freeCancellationHours: 24, cancellationFeeBps: 2500 }, start),
    };
  });
  await chunked(rows, 250, (chunk) => db.insertInto('jobs').values(chunk).execute());
  return rows.length;
}

/**
 * A session for each user, as Cookie header values: what a login would have made, down to its
 * expiry (a shorter one would slide, i.e. be written, on its first use, which a login's never is).
 */
export async function insertSessions(db: Kysely<Database>, userIds: string[], config: AppConfig): Promise<string[]> {
  const tokens = userIds.map(() => newSessionToken());
  const now = new Date();
  const expiresAt = sessionExpiry(config, now, now);
  const rows = userIds.map((user_id, i) => ({ id: sessionIdOf(tokens[i]!), user_id, created_at: now, expires_at: expiresAt, last_seen_at: now }));
  await chunked(rows, 500, (chunk) => db.insertInto('sessions').values(chunk).execute());
  const cookieName = sessionCookieName(config);
  return tokens.map((token) => `${cookieName}=${token}`);
}
