import { type Kysely, sql } from 'kysely';
import type { Database, JobRow } from '../../db/schema';

const OPEN = ['requested', 'confirmed', 'in_progress', 'unassigned'] as const;
const JOB_STATUSES = ['requested', 'confirmed', 'in_progress', 'completed', 'cancelled', 'no_show', 'unassigned'] as const;

/** The occurrences the plan has a job for (skipped ones too: they are never made again). */
export async function listOccurrences(db: Kysely<Database>, planId: string): Promise<Set<string>> {
  const rows = await db.selectFrom('jobs').select('plan_occurrence').where('plan_id', '=', planId).where('plan_occurrence', 'is not', null).execute();
  return new Set(rows.map((row) => row.plan_occurrence!));
}

/** Whether this provider has accepted one of the plan's visits (then its new visits are confirmed). */
export async function providerAcceptedPlan(db: Kysely<Database>, planId: string, providerId: string): Promise<boolean> {
  const row = await db
    .selectFrom('jobs')
    .select('id')
    .where('plan_id', '=', planId)
    .where('provider_id', '=', providerId)
    .where('status', 'in', ['confirmed', 'in_progress', 'completed', 'no_show'])
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** The plan's visits not done, cancelled or started (the ones a change, pause or end may touch), soonest first. */
export async function listOpenVisits(db: Kysely<Database>, planId: string): Promise<JobRow[]> {
  return db.selectFrom('jobs').selectAll().where('plan_id', '=', planId).where('status', 'in', ['requested', 'confirmed', 'unassigned']).orderBy('start_at').execute();
}

/** A visit the plan cancelled for a change or a pause lets go of its occurrence, to be made again. */
export async function detachVisit(db: Kysely<Database>, jobId: string): Promise<void> {
  await db.updateTable('jobs').set({ plan_occurrence: null }).where('id', '=', jobId).execute();
}

export type VisitRow = JobRow & { provider_name: string | null };

/** The plan's visits (those standing for an occurrence): every one not over yet, and the latest `past` that are, in time order. */
export async function listVisitRows(db: Kysely<Database>, planId: string, now: Date, limits: { ahead: number; past: number }): Promise<VisitRow[]> {
  const visits = () =>
    db
      .selectFrom('jobs')
      .leftJoin('providers', 'providers.id', 'jobs.provider_id')
      .selectAll('jobs')
      .select('providers.display_name as provider_name')
      .where('jobs.plan_id', '=', planId)
      .where('jobs.plan_occurrence', 'is not', null)
      .where('jobs.status', 'in', JOB_STATUSES);
  const past = await visits().where('jobs.end_at', '<=', now).orderBy('jobs.start_at', 'desc').limit(limits.past).execute();
  const ahead = await visits().where('jobs.end_at', '>', now).orderBy('jobs.start_at').orderBy('jobs.id').limit(limits.ahead).execute();
  return [...past.reverse(), ...ahead];
}

/** What a visit's timeline says about it: skipped (cancelled with `skippedReason`), moved (rescheduled), why it has no provider (the latest such reason). */
export async function listVisitFlags(db: Kysely<Database>, jobIds: string[], skippedReason: string) {
  if (jobIds.length === 0) return new Map<string, { skipped: boolean; moved: boolean; unassignedReason: string | null }>();
  const rows = await db
    .selectFrom('job_events')
    .select([
      'job_id',
      sql<boolean>`bool_or(to_status = 'cancelled' and reason = ${skippedReason})`.as('skipped'),
      sql<boolean>`bool_or((changes -> 'start') is not null)`.as('moved'),
      sql<string | null>`(array_agg(reason order by id desc) filter (where to_status = 'unassigned'))[1]`.as('unassigned_reason'),
    ])
    .where('job_id', 'in', jobIds)
    .groupBy('job_id')
    .execute();
  return new Map(rows.map((row) => [row.job_id, { skipped: row.skipped, moved: row.moved, unassignedReason: row.unassigned_reason }]));
}

/** Each plan's next visit not done or cancelled (not over yet), by plan. */
export async function listNextVisits(db: Kysely<Database>, planIds: string[], now: Date): Promise<Map<string, { jobId: string; start: Date }>> {
  if (planIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('jobs')
    .select(['plan_id', 'id', 'start_at'])
    .distinctOn('plan_id')
    .where('plan_id', 'in', planIds)
    .where('status', 'in', OPEN)
    .where('end_at', '>', now)
    .orderBy('plan_id')
    .orderBy('start_at')
    .execute();
  return new Map(rows.map((row) => [row.plan_id!, { jobId: row.id, start: row.start_at }]));
}
