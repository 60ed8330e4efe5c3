import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
import { type JobEventChanges, type JobStatus, listLimits } from '@marketplace/contracts';
import type { Database, JobRow, JobsTable } from '../../db/schema';

const JOB_STATUSES = ['requested', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'unassigned'] as const;
const OPEN_STATUSES = ['requested', 'confirmed', 'in_progress', 'unassigned'] as const;

/** Providers' public names by id, for recording who a job went from and to. */
export async function providerNames(db: Kysely<Database>, providerIds: string[]): Promise<Map<string, string>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db.selectFrom('providers').select(['id', 'display_name']).where('id', 'in', providerIds).execute();
  return new Map(rows.map((row) => [row.id, row.display_name]));
}

/** A job (never a hold). */
export async function findJobRow(db: Kysely<Database>, jobId: string): Promise<JobRow | undefined> {
  return db.selectFrom('jobs').selectAll().where('id', '=', jobId).where('status', 'in', JOB_STATUSES).executeTakeFirst();
}

/** How often the job's plan repeats (null: a one-off job). */
export async function planEveryWeeksOf(db: Kysely<Database>, row: Pick<JobRow, 'plan_id'>): Promise<number | null> {
  if (!row.plan_id) return null;
  const plan = await db.selectFrom('plans').select('every_weeks').where('id', '=', row.plan_id).executeTakeFirst();
  return plan?.every_weeks ?? null;
}

export async function findJobIdByKey(db: Kysely<Database>, customerId: string, idempotencyKey: string): Promise<string | undefined> {
  const row = await db.selectFrom('jobs').select('id').where('customer_id', '=', customerId).where('idempotency_key', '=', idempotencyKey).executeTakeFirst();
  return row?.id;
}

export type JobDetails = Pick<
  Updateable<JobsTable>,
  | 'address_line1' | 'address_line2' | 'address_city' | 'address_postal_code' | 'description_html' | 'access_notes' | 'size'
  | 'contact_name' | 'contact_email' | 'contact_phone' | 'currency' | 'discount_minor' | 'subtotal_minor' | 'service_fee_minor' | 'tax_minor'
  | 'total_minor' | 'free_cancellation_hours' | 'cancellation_fee_bps' | 'commission_bps' | 'idempotency_key' | 'created_at' | 'updated_at' | 'respond_by'
>;

/**
 * Turns the customer's hold (live, or lapsed and re-claimed) into a requested job. Undefined
 * when it is no longer a hold (a concurrent request used or released it). Fails with 23P01
 * when a lapsed hold's time was taken, 23505 when the idempotency key was used meanwhile.
 */
export async function convertHoldToJob(db: Kysely<Database>, holdId: string, customerId: string, details: JobDetails): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({ ...details, status: 'requested', hold_expires_at: null })
    .where('id', '=', holdId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['held', 'lapsed'])
    .returningAll()
    .executeTakeFirst();
}

/**
 * Changes a job only if it still has the status it was read with (no lost updates), and, when
 * given, still the provider it was read with: of two requests acting at once, one wins.
 */
export async function updateJobIfStatus(
  db: Kysely<Database>,
  jobId: string,
  expected: JobStatus,
  changes: Updateable<JobsTable>,
  also: { providerId?: string | null } = {},
): Promise<JobRow | undefined> {
  let query = db.updateTable('jobs').set(changes).where('id', '=', jobId).where('status', '=', expected);
  if (also.providerId !== undefined) query = also.providerId === null ? query.where('provider_id', 'is', null) : query.where('provider_id', '=', also.providerId);
  return query.returningAll().executeTakeFirst();
}

/**
 * Inserts a plan's visit (plans' generator) unless its occurrence has its job already: then
 * undefined (a concurrent generator made it). Fails with 23P01 when the provider's time is taken.
 */
export async function insertVisitRow(db: Kysely<Database>, row: Omit<Insertable<JobsTable>, 'blocked'>, blockedEnd: Date): Promise<JobRow | undefined> {
  return db
    .insertInto('jobs')
    .values({ ...row, blocked: sql<string>`tstzrange(${row.start_at}::timestamptz, ${blockedEnd}::timestamptz, '[)')` })
    .onConflict((conflict) => conflict.columns(['plan_id', 'plan_occurrence']).doNothing())
    .returningAll()
    .executeTakeFirst();
}

/** Moves a job in time; 23P01 when the new time clashes with another claim on the provider. */
export async function moveJob(
  db: Kysely<Database>,
  jobId: string,
  expected: { status: JobStatus; start: Date },
  time: { start: Date; end: Date; blockedEnd: Date; freeCancellationUntil: Date; now: Date },
): Promise<JobRow | undefined> {
  return db
    .updateTable('jobs')
    .set({
      start_at: time.start,
      end_at: time.end,
      blocked: sql<string>`tstzrange(${time.start}::timestamptz, ${time.blockedEnd}::timestamptz, '[)')`,
      free_cancellation_until: time.freeCancellationUntil,
      updated_at: time.now,
    })
    .where('id', '=', jobId)
    .where('status', '=', expected.status)
    // The deadline was worked out from the row as read: a move in between voids this one.
    .where('start_at', '=', expected.start)
    .returningAll()
    .executeTakeFirst();
}

const SWEEP_BATCH = 200;

/** Requests whose response window ended by `now`, the oldest deadline first (a bounded batch). */
export async function listOverdueRequestIds(db: Kysely<Database>, now: Date): Promise<string[]> {
  const rows = await db
    .selectFrom('jobs')
    .select('id')
    .where('status', '=', 'requested')
    .where('respond_by', '<=', now)
    .orderBy('respond_by')
    .limit(SWEEP_BATCH)
    .execute();
  return rows.map((row) => row.id);
}

/** Records a step on the job's timeline; its id names the step (e.g. the messages it causes). */
export async function insertJobEvent(
  db: Kysely<Database>,
  event: {
    jobId: string;
    at: Date;
    actorUserId: string | null;
    actorRole: 'customer' | 'provider' | 'manager' | 'admin' | 'system';
    from: JobStatus | null;
    to: JobStatus;
    reason: string | null;
    /** Before → after of what else changed (the provider, the time, a cancellation's fee decision). */
    changes?: JobEventChanges | null;
  },
): Promise<number> {
  const row = await db
    .insertInto('job_events')
    .values({
      job_id: event.jobId,
      at: event.at,
      actor_user_id: event.actorUserId,
      actor_role: event.actorRole,
      from_status: event.from,
      to_status: event.to,
      reason: event.reason,
      changes: event.changes ? JSON.stringify(event.changes) : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function listJobEvents(db: Kysely<Database>, jobId: string) {
  const rows = await db
    .selectFrom('job_events')
    .leftJoin('users', 'users.id', 'job_events.actor_user_id')
    .select(['job_events.at', 'job_events.actor_role', 'job_events.from_status', 'job_events.to_status', 'job_events.reason', 'job_events.changes', 'users.name as actor_name'])
    .where('job_events.job_id', '=', jobId)
    .orderBy('job_events.at', 'desc')
    .orderBy('job_events.id', 'desc')
    .limit(listLimits.timelineEvents)
    .execute();
  // The latest events when there are more than an answer may carry, oldest first.
  return rows.reverse();
}

/** The status a cancelled job was cancelled from (a refund afterwards records cancelled → cancelled: not that). */
export async function findCancelledFrom(db: Kysely<Database>, jobId: string): Promise<JobStatus | null> {
  const row = await db
    .selectFrom('job_events')
    .select('from_status')
    .where('job_id', '=', jobId)
    .where('to_status', '=', 'cancelled')
    .where('from_status', '<>', 'cancelled')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.from_status ?? null;
}

export async function countJobEvents(db: Kysely<Database>, jobId: string): Promise<number> {
  const row = await db.selectFrom('job_events').select(sql<number>`count(*)::int`.as('count')).where('job_id', '=', jobId).executeTakeFirstOrThrow();
  return row.count;
}

export async function findReview(db: Kysely<Database>, jobId: string) {
  return db.selectFrom('reviews').selectAll().where('job_id', '=', jobId).executeTakeFirst();
}

/** 23505 when the job already has its review. */
export async function insertReview(db: Kysely<Database>, review: { jobId: string; rating: number; comment: string | null; at: Date }): Promise<void> {
  await db.insertInto('reviews').values({ job_id: review.jobId, rating: review.rating, comment: review.comment, created_at: review.at }).execute();
}

export type JobScopeFilter = 'upcoming' | 'past';

/** Upcoming: not finished and not over yet, soonest first. Past: everything else, latest first. */
function customerJobs(db: Kysely<Database>, customerId: string, scope: JobScopeFilter, now: Date) {
  const query = db.selectFrom('jobs').where('jobs.customer_id', '=', customerId).where('jobs.status', 'in', JOB_STATUSES);
  return scope === 'upcoming'
    ? query.where('jobs.status', 'in', OPEN_STATUSES).where('jobs.end_at', '>', now)
    : query.where((eb) => eb.or([eb('jobs.status', 'not in', OPEN_STATUSES), eb('jobs.end_at', '<=', now)]));
}

export async function countCustomerJobs(db: Kysely<Database>, customerId: string, scope: JobScopeFilter, now: Date): Promise<number> {
  const row = await customerJobs(db, customerId, scope, now).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

export async function listCustomerJobs(db: Kysely<Database>, customerId: string, scope: JobScopeFilter, now: Date, page: { offset: number; limit: number }) {
  return customerJobs(db, customerId, scope, now)
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .leftJoin('providers', 'providers.id', 'jobs.provider_id')
    .leftJoin('plans', 'plans.id', 'jobs.plan_id')
    .selectAll('jobs')
    .select(['markets.name as market_name', 'markets.time_zone', 'providers.display_name as provider_name', 'plans.every_weeks as plan_every_weeks'])
    .orderBy('jobs.start_at', scope === 'upcoming' ? 'asc' : 'desc')
    .orderBy('jobs.id')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}
