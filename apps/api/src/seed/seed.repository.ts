import { randomUUID } from 'node:crypto';
import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, MarketsTable, ServicesTable, ServiceTranslationsTable } from '../db/schema';
import { jobServiceRows, writeJobServices, priceColumns } from '../modules/booking';
import { addToProviderRating, safeBio } from '../modules/providers';
import type { DemoJobSeed } from './job-data';
import type { HistoryJobSeed } from './market-history-types';

export async function countMarkets(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('markets').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

export async function insertCatalogue(
  db: Kysely<Database>,
  catalogue: {
    markets: Array<Insertable<MarketsTable>>;
    services: Array<Insertable<ServicesTable>>;
    translations: Array<Insertable<ServiceTranslationsTable>>;
    prices: Array<{ market_id: string; service_id: string; price_minor: number }>;
  },
): Promise<void> {
  await db.insertInto('markets').values(catalogue.markets).execute();
  await db.insertInto('services').values(catalogue.services).execute();
  await db.insertInto('service_translations').values(catalogue.translations).execute();
  await db.insertInto('market_services').values(catalogue.prices).execute();
}

/**
 * Demo people, made at `verifiedAt` with their email and phone taken as verified then (as if
 * they had confirmed both), so they log in and get their text messages like real ones.
 */
export async function insertUsers(
  db: Kysely<Database>,
  verifiedAt: Date,
  users: Array<{ email: string; name: string; phone: string | null; password_hash: string; roles: string[] }>,
): Promise<Map<string, string>> {
  const rows = await db
    .insertInto('users')
    .values(users.map((user) => ({ ...user, created_at: verifiedAt, email_verified_at: verifiedAt, phone_verified_at: verifiedAt })))
    .returning(['id', 'email'])
    .execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function insertManagers(db: Kysely<Database>, memberships: Array<{ user_id: string; market_id: string }>): Promise<void> {
  if (memberships.length) await db.insertInto('market_managers').values(memberships).execute();
}

export interface ProviderRows {
  user_id: string;
  display_name: string;
  bio_html: string;
  rating_sum: number;
  rating_count: number;
  created_at: Date;
  marketId: string;
  serviceIds: string[];
  hours: Array<[number, number, number]>;
}

/** Returns each provider's id by their user id. */
export async function insertProviders(db: Kysely<Database>, providers: ProviderRows[]): Promise<Map<string, string>> {
  if (providers.length === 0) return new Map();
  const rows = await db
    .insertInto('providers')
    // Bios are stored sanitized, like every rich text (and sanitized again when read).
    .values(
      providers.map(({ user_id, display_name, bio_html, rating_sum, rating_count, created_at }) => ({
        user_id,
        display_name,
        bio_html: safeBio(bio_html),
        rating_sum,
        rating_count,
        created_at,
      })),
    )
    .returning(['id', 'user_id'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.user_id, row.id]));
  const withId = providers.map((provider) => ({ ...provider, id: idOf.get(provider.user_id)! }));
  await db.insertInto('provider_markets').values(withId.map((p) => ({ provider_id: p.id, market_id: p.marketId }))).execute();
  await db.insertInto('provider_services').values(withId.flatMap((p) => p.serviceIds.map((service_id) => ({ provider_id: p.id, service_id })))).execute();
  await db
    .insertInto('provider_availability')
    .values(withId.flatMap((p) => p.hours.map(([weekday, start_minute, end_minute]) => ({ provider_id: p.id, weekday, start_minute, end_minute }))))
    .execute();
  return idOf;
}

type SeededJob = Pick<
  DemoJobSeed,
  'marketId' | 'status' | 'start' | 'end' | 'blockedEnd' | 'address' | 'descriptionHtml' | 'accessNotes' | 'size' | 'contact' | 'price' | 'policy' | 'createdAt'
> & { events: Array<{ at: Date }> };

/** A seeded job's `jobs` row: price and policy snapshotted, updated at its last event. */
function jobRow(job: SeededJob, ids: { customerId: string; providerId: string | null; respondBy: Date | null }) {
  return {
    market_id: job.marketId,
    customer_id: ids.customerId,
    provider_id: ids.providerId,
    status: job.status,
    start_at: job.start,
    end_at: job.end,
    blocked: sql<string>`tstzrange(${job.start}::timestamptz, ${job.blockedEnd}::timestamptz, '[)')`,
    address_line1: job.address.line1,
    address_line2: job.address.line2,
    address_city: job.address.city,
    address_postal_code: job.address.postalCode,
    description_html: job.descriptionHtml,
    access_notes: job.accessNotes,
    size: job.size,
    contact_name: job.contact.name,
    contact_email: job.contact.email,
    contact_phone: job.contact.phone,
    ...priceColumns(job.price, job.policy, job.start),
    respond_by: ids.respondBy,
    created_at: job.createdAt,
    updated_at: job.events.at(-1)!.at,
  };
}

/** Demo jobs with their priced services, timelines and reviews (ids resolved by the caller). */
export async function insertDemoJobs(db: Kysely<Database>, jobs: Array<DemoJobSeed & { customerId: string; providerId: string; providerUserId: string }>): Promise<void> {
  for (const job of jobs) {
    const { id } = await db
      .insertInto('jobs')
      .values(jobRow(job, { customerId: job.customerId, providerId: job.providerId, respondBy: job.respondBy ?? null }))
      .returning('id')
      .executeTakeFirstOrThrow();
    await writeJobServices(db, id, job.price.lines);
    await db
      .insertInto('job_events')
      .values(
        job.events.map((event) => ({
          job_id: id,
          at: event.at,
          actor_user_id: event.actor === 'customer' ? job.customerId : job.providerUserId,
          actor_role: event.actor,
          from_status: event.from,
          to_status: event.to,
          reason: null,
        })),
      )
      .execute();
    if (job.review) {
      await db.insertInto('reviews').values({ job_id: id, rating: job.review.rating, comment: job.review.comment, created_at: job.review.at }).execute();
      await addToProviderRating(db, job.providerId, job.review.rating);
    }
  }
}

/** Rows per INSERT: well under PostgreSQL's 65 535 parameters for the widest table (jobs). */
const BATCH = 400;
async function insertInBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>): Promise<void> {
  for (let i = 0; i < rows.length; i += BATCH) await insert(rows.slice(i, i + BATCH));
}

/**
 * The markets' past and waiting jobs (market-history-data.ts), set-based: a few multi-row
 * INSERTs for the jobs, their services, timelines and reviews, then one rating update per
 * reviewed provider. `userIds` by e-mail, `providerIds` by user id.
 */
export async function insertHistoryJobs(db: Kysely<Database>, jobs: HistoryJobSeed[], userIds: Map<string, string>, providerIds: Map<string, string>): Promise<void> {
  const userOf = (email: string) => userIds.get(email)!;
  const providerOf = (email: string | null) => (email === null ? null : providerIds.get(userOf(email))!);
  const withIds = jobs.map((job) => ({ job, id: randomUUID() }));
  await insertInBatches(withIds, (batch) =>
    db
      .insertInto('jobs')
      .values(
        batch.map(({ job, id }) => ({
          id,
          ...jobRow(job, { customerId: userOf(job.customerEmail), providerId: providerOf(job.providerEmail), respondBy: job.respondBy }),
          cancellation_fee_minor: job.cancellationFeeMinor,
        })),
      )
      .execute(),
  );
  const lines = withIds.flatMap(({ job, id }) => jobServiceRows(id, job.price.lines));
  await insertInBatches(lines, (batch) => db.insertInto('job_services').values(batch).execute());
  const events = withIds.flatMap(({ job, id }) =>
    job.events.map((event) => ({
      job_id: id,
      at: event.at,
      actor_user_id: event.actorEmail === null ? null : userOf(event.actorEmail),
      actor_role: event.role,
      from_status: event.from,
      to_status: event.to,
      reason: event.reason,
    })),
  );
  await insertInBatches(events, (batch) => db.insertInto('job_events').values(batch).execute());
  const reviewed = withIds.flatMap(({ job, id }) => (job.review ? [{ id, providerId: providerOf(job.providerEmail)!, review: job.review }] : []));
  await insertInBatches(reviewed, (batch) =>
    db.insertInto('reviews').values(batch.map(({ id, review }) => ({ job_id: id, rating: review.rating, comment: review.comment, created_at: review.at }))).execute(),
  );
  const ratings = new Map<string, { sum: number; count: number }>();
  for (const { providerId, review } of reviewed) {
    const rating = ratings.get(providerId) ?? { sum: 0, count: 0 };
    ratings.set(providerId, { sum: rating.sum + review.rating, count: rating.count + 1 });
  }
  for (const [providerId, { sum, count }] of ratings) {
    await db
      .updateTable('providers')
      .set((eb) => ({ rating_sum: eb('rating_sum', '+', sum), rating_count: eb('rating_count', '+', count) }))
      .where('id', '=', providerId)
      .execute();
  }
}

/** Which of these emails have an account (the demo accounts, to warn about them). */
export async function existingEmails(db: Kysely<Database>, emails: string[]): Promise<string[]> {
  const rows = await db.selectFrom('users').select('email').where('email', 'in', emails).where('deleted_at', 'is', null).orderBy('email').execute();
  return rows.map((row) => row.email);
}
