import { testPaymentMethods } from '../modules/payments/test-gateway';
import type { JobStatus, ServicesSelection } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import { createDeps, type Deps } from '../deps';
import type { Database, MarketRow } from '../db/schema';
import { releaseHoldsOf } from '../modules/booking/holds.repository';
import { searchSchedules } from '../modules/booking/schedule-search';
import { listProvidersOffering } from '../modules/booking/schedules.repository';
import { priceSelection, type PricedService } from '../modules/booking/prices';
import { writeJobServices } from '../modules/jobs/job-services.repository';
import type { TestApp } from './test-app';
import { priceColumns } from '../modules/jobs/price-columns';
import { policyOf } from '../modules/booking/booking-market';
import { TEST_NOW } from './test-clock';

const MINUTE_MS = 60_000;

/** The use cases' dependencies over a test app's database, at the app's clock unless another is given. */
export function testDeps(t: TestApp, now: () => Date = t.clock.now): Deps {
  return createDeps({ db: t.db, databaseKind: t.kind, config: t.config, now, queue: t.queue });
}

export async function userIdOf(db: Kysely<Database>, email: string): Promise<string> {
  return (await db.selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()).id;
}

async function marketOf(db: Kysely<Database>, marketId: string): Promise<MarketRow> {
  return db.selectFrom('markets').selectAll().where('id', '=', marketId).executeTakeFirstOrThrow();
}

async function priced(db: Kysely<Database>, market: MarketRow, services: ServicesSelection) {
  const rows = await db
    .selectFrom('services')
    .innerJoin('market_services', 'market_services.service_id', 'services.id')
    .select(['services.id', 'services.name', 'services.unit', 'services.default_duration_minutes', 'market_services.price_minor'])
    .where('market_services.market_id', '=', market.id)
    .execute();
  const catalogue = new Map<string, PricedService>(
    rows.map((row) => [row.id, { id: row.id, name: row.name, unit: row.unit, defaultDurationMinutes: row.default_duration_minutes, priceMinor: row.price_minor }]),
  );
  return priceSelection(services, catalogue, { currency: market.currency, serviceFeeBps: market.service_fee_bps, taxBps: market.tax_bps });
}

/** A week before the start and an hour before the test world's instant at the latest, so events at a test's clock come after. */
const bookedAt = (start: Date) => new Date(Math.min(start.getTime() - 7 * 24 * 60 * MINUTE_MS, TEST_NOW - 60 * MINUTE_MS));

export interface FixtureJob {
  customerId: string;
  providerId: string;
  marketId: string;
  start: Date;
  status?: JobStatus;
  services?: ServicesSelection;
}

/**
 * A job written straight into the database (any status, any time, even in the past), with
 * its priced services and a first timeline event: for tests about what happens to jobs.
 */
export async function insertTestJob(db: Kysely<Database>, job: FixtureJob): Promise<string> {
  const market = await marketOf(db, job.marketId);
  const price = await priced(db, market, job.services ?? [{ serviceId: 'home-cleaning', quantity: 2 }]);
  const end = new Date(job.start.getTime() + price.durationMinutes * MINUTE_MS);
  const blockedEnd = new Date(end.getTime() + market.travel_buffer_minutes * MINUTE_MS);
  const status = job.status ?? 'confirmed';
  const { id } = await db
    .insertInto('jobs')
    .values({
      market_id: market.id,
      customer_id: job.customerId,
      provider_id: job.providerId,
      status,
      start_at: job.start,
      end_at: end,
      blocked: sql<string>`tstzrange(${job.start}::timestamptz, ${blockedEnd}::timestamptz, '[)')`,
      address_line1: '1 Test Street',
      address_city: 'Test City',
      address_postal_code: market.postal_codes[0]!,
      description_html: '<p>A test job</p>',
      size: 'medium',
      contact_name: 'Test Person',
      contact_email: 'test.person@example.com',
      contact_phone: '+1 555 0100',
      ...priceColumns(price, policyOf(market), job.start),
      created_at: bookedAt(job.start),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeJobServices(db, id, price.lines);
  const booked = bookedAt(job.start);
  await db.insertInto('job_events').values({ job_id: id, at: booked, actor_user_id: job.customerId, actor_role: 'customer', from_status: null, to_status: 'requested' }).execute();
  if (status !== 'requested') {
    const at = new Date(booked.getTime() + MINUTE_MS);
    await db.insertInto('job_events').values({ job_id: id, at, actor_user_id: null, actor_role: 'system', from_status: 'requested', to_status: status }).execute();
  }
  return id;
}

/**
 * A hold written straight into the database (e.g. one that expired long ago). As when holding
 * a new time, the customer's other holds are given back first (one live hold per customer).
 */
export async function insertTestHold(db: Kysely<Database>, hold: Omit<FixtureJob, 'status'> & { expiresAt: Date }): Promise<string> {
  await releaseHoldsOf(db, hold.customerId, new Date(TEST_NOW));
  const market = await marketOf(db, hold.marketId);
  const price = await priced(db, market, hold.services ?? [{ serviceId: 'home-cleaning', quantity: 2 }]);
  const end = new Date(hold.start.getTime() + price.durationMinutes * MINUTE_MS);
  const blockedEnd = new Date(end.getTime() + market.travel_buffer_minutes * MINUTE_MS);
  const { id } = await db
    .insertInto('jobs')
    .values({
      market_id: market.id,
      customer_id: hold.customerId,
      provider_id: hold.providerId,
      status: 'held',
      start_at: hold.start,
      end_at: end,
      blocked: sql<string>`tstzrange(${hold.start}::timestamptz, ${blockedEnd}::timestamptz, '[)')`,
      hold_expires_at: hold.expiresAt,
      ...priceColumns(price, policyOf(market), hold.start),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await writeJobServices(db, id, price.lines);
  return id;
}

/** Bookable starts of one provider for the services (the real slot engine) from `now` (the app's clock), soonest first. */
export async function freeStartsOf(t: TestApp, marketId: string, providerId: string, services: ServicesSelection, now = t.clock.now()): Promise<Date[]> {
  const deps = testDeps(t, () => now);
  const market = await marketOf(t.db, marketId);
  const price = await priced(t.db, market, services);
  const days = await searchSchedules(deps, { market, providerIds: [providerId], durationMinutes: price.durationMinutes, now });
  return days.flatMap((day) => day.slots.map((slot) => new Date(slot.start)));
}

/**
 * Cancels the providers' seeded jobs that block time (the demo provider's week: requests,
 * accepted jobs, one in progress now), for tests that put their own jobs at times near now.
 */
export async function clearBlockingJobs(db: Kysely<Database>, providerIds: string[], except: string[] = []): Promise<void> {
  let query = db.updateTable('jobs').set({ status: 'cancelled' }).where('provider_id', 'in', providerIds).where('status', 'in', ['requested', 'confirmed', 'in_progress']);
  if (except.length) query = query.where('id', 'not in', except);
  await query.execute();
}

/** A provider of the market offering all these services, other than the ones given. */
export async function providerOffering(db: Kysely<Database>, marketId: string, serviceIds: string[], except: string[] = []): Promise<string> {
  const ids = await listProvidersOffering(db, marketId, serviceIds);
  const id = ids.find((candidate) => !except.includes(candidate));
  if (!id) throw new Error(`No provider in ${marketId} offers ${serviceIds.join(', ')}.`);
  return id;
}

/** A valid booking request body for a hold (the services must be the hold's). */
export function placeBody(holdId: string, idempotencyKey: string, overrides: Record<string, unknown> = {}) {
  return {
    holdId,
    idempotencyKey,
    services: [{ serviceId: 'home-cleaning', quantity: 2 }],
    address: { line1: '350 Fifth Avenue', city: 'New York', postalCode: '10001' },
    jobInfo: { descriptionHtml: '<p>Kitchen and <strong>two</strong> bathrooms</p>', accessNotes: 'Doorman will let you in', size: 'medium' },
    contact: { name: 'Jordan Miller', email: 'Jordan@Example.com', phone: '+1 212 555 0101' },
    paymentMethod: testPaymentMethods.visa,
    ...overrides,
  };
}

/** Blocking jobs and holds of one provider whose blocked ranges overlap: must always be none. */
export async function countDoubleBookings(db: Kysely<Database>): Promise<number> {
  const result = await sql<{ n: number }>`
    select count(*)::int as n from jobs a join jobs b
      on a.provider_id = b.provider_id and a.id < b.id and a.blocked && b.blocked
    where a.status in ('held', 'requested', 'confirmed', 'in_progress') and b.status in ('held', 'requested', 'confirmed', 'in_progress')
  `.execute(db);
  return result.rows[0]!.n;
}
