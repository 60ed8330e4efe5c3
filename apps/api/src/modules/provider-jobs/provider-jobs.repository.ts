import { type JobStatus, providerListStatuses } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';

/** A job with what the provider's views need of its market. */
export type ProviderJobRow = JobRow & { market_name: string; time_zone: string; commission_bps: number; plan_every_weeks: number | null };

function providerJobs(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .innerJoin('markets', 'markets.id', 'jobs.market_id')
    .leftJoin('plans', 'plans.id', 'jobs.plan_id')
    .selectAll('jobs')
    .select(['markets.name as market_name', 'markets.time_zone', 'markets.commission_bps', 'plans.every_weeks as plan_every_weeks']);
}

const JOB_STATUSES: JobStatus[] = ['requested', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'unassigned'];

/** A job (never a hold) with its market's name, zone and commission. */
export async function findProviderJobRow(db: Kysely<Database>, jobId: string): Promise<ProviderJobRow | undefined> {
  return providerJobs(db).where('jobs.id', '=', jobId).where('jobs.status', 'in', JOB_STATUSES).executeTakeFirst();
}

/** The provider's requests, the soonest deadline first. */
export async function listRequests(db: Kysely<Database>, providerId: string, limit: number): Promise<ProviderJobRow[]> {
  return providerJobs(db)
    .where('jobs.provider_id', '=', providerId)
    .where('jobs.status', 'in', providerListStatuses.requests)
    .orderBy('jobs.respond_by')
    .orderBy('jobs.start_at')
    .limit(limit)
    .execute();
}

/** Accepted jobs not finished yet (past ones still wait for start, completion or a no-show), soonest first. */
export async function listOpenJobs(db: Kysely<Database>, providerId: string, limit: number): Promise<ProviderJobRow[]> {
  return providerJobs(db)
    .where('jobs.provider_id', '=', providerId)
    .where('jobs.status', 'in', providerListStatuses.upcoming)
    .orderBy('jobs.start_at')
    .orderBy('jobs.id')
    .limit(limit)
    .execute();
}

/** The provider's jobs that overlap the range (not cancelled or given back), by start. */
export async function listJobsBetween(db: Kysely<Database>, providerId: string, range: { start: Date; end: Date }, limit: number): Promise<ProviderJobRow[]> {
  return providerJobs(db)
    .where('jobs.provider_id', '=', providerId)
    .where('jobs.status', 'in', providerListStatuses.calendar)
    .where('jobs.start_at', '<', range.end)
    .where('jobs.end_at', '>', range.start)
    .orderBy('jobs.start_at')
    .limit(limit)
    .execute();
}

/** Totals of the provider's completed jobs in one market that started in the range. */
export async function listCompletedTotals(db: Kysely<Database>, providerId: string, marketId: string, range: { start: Date; end: Date }) {
  return db
    .selectFrom('jobs')
    .select(['start_at', 'total_minor'])
    .where('provider_id', '=', providerId)
    .where('market_id', '=', marketId)
    .where('status', '=', 'completed')
    .where('start_at', '>=', range.start)
    .where('start_at', '<', range.end)
    .execute();
}

/**
 * The provider's earnings captured (less refunded) in the market between the dates, from the
 * ledger: the provider_payable entries of capture and refund transactions, by when they were posted.
 */
export async function listCapturedEarnings(db: Kysely<Database>, providerId: string, marketId: string, range: { start: Date; end: Date }) {
  const rows = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(['t.created_at', 'e.amount_minor'])
    .where('e.provider_id', '=', providerId)
    .where('e.account', '=', 'provider_payable')
    .where('t.kind', 'in', ['capture', 'refund'])
    .where('t.market_id', '=', marketId)
    .where('t.created_at', '>=', range.start)
    .where('t.created_at', '<', range.end)
    .execute();
  return rows.map((row) => ({ at: row.created_at, earningsMinor: -row.amount_minor }));
}

/** The markets the provider works in (zone, currency, commission), by id. */
export async function listProviderMarkets(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.id', 'markets.name', 'markets.time_zone', 'markets.currency', 'markets.commission_bps'])
    .where('provider_markets.provider_id', '=', providerId)
    .orderBy('markets.id')
    .execute();
}

export async function listTimeOffBetween(db: Kysely<Database>, providerId: string, range: { start: Date; end: Date }, limit: number) {
  return db
    .selectFrom('provider_time_off')
    .select(['starts_at', 'ends_at', 'reason'])
    .where('provider_id', '=', providerId)
    .where('starts_at', '<', range.end)
    .where('ends_at', '>', range.start)
    .orderBy('starts_at')
    .limit(limit)
    .execute();
}

export async function insertJobNote(db: Kysely<Database>, note: { jobId: string; authorUserId: string; body: string; at: Date }): Promise<void> {
  await db.insertInto('job_notes').values({ job_id: note.jobId, author_user_id: note.authorUserId, body: note.body, created_at: note.at }).execute();
}

/** One author's notes on a job (the latest when there are more than an answer carries), oldest first. */
export async function listJobNotes(db: Kysely<Database>, jobId: string, authorUserId: string, limit: number) {
  const rows = await db
    .selectFrom('job_notes')
    .select(['id', 'body', 'created_at'])
    .where('job_id', '=', jobId)
    .where('author_user_id', '=', authorUserId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.reverse();
}
