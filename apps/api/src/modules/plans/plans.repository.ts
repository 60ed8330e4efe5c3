import type { LanguageCode } from '@marketplace/contracts';
import { type Insertable, type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Database, PlansTable, PlanStatusColumn } from '../../db/schema';

export type PlanRow = Selectable<PlansTable>;
/** A plan with what its answers name: its market and its provider. */
export type PlanView = PlanRow & { market_name: string; time_zone: string; provider_name: string | null };

const OPEN_PLAN_STATUSES = ['active', 'paused'] as const;

/** Makes one customer's plan requests take turns (a row lock on the person): the count of open plans is checked under it. */
export async function lockCustomer(db: Kysely<Database>, customerId: string): Promise<void> {
  await db.selectFrom('users').select('id').where('id', '=', customerId).forNoKeyUpdate().execute();
}

export async function countOpenPlans(db: Kysely<Database>, customerId: string): Promise<number> {
  const row = await db
    .selectFrom('plans')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('customer_id', '=', customerId)
    .where('status', 'in', OPEN_PLAN_STATUSES)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function insertPlan(db: Kysely<Database>, plan: Insertable<PlansTable>): Promise<PlanRow> {
  return db.insertInto('plans').values(plan).returningAll().executeTakeFirstOrThrow();
}

/** The booking that made the plan is its first visit: the occurrence it stands for is its own date. */
export async function linkVisit(db: Kysely<Database>, jobId: string, planId: string, occurrence: string): Promise<void> {
  await db.updateTable('jobs').set({ plan_id: planId, plan_occurrence: occurrence }).where('id', '=', jobId).execute();
}

function planViews(db: Kysely<Database>) {
  return db
    .selectFrom('plans')
    .innerJoin('markets', 'markets.id', 'plans.market_id')
    .leftJoin('providers', 'providers.id', 'plans.provider_id')
    .selectAll('plans')
    .select(['markets.name as market_name', 'markets.time_zone', 'providers.display_name as provider_name']);
}

export async function findPlan(db: Kysely<Database>, planId: string): Promise<PlanView | undefined> {
  return planViews(db).where('plans.id', '=', planId).executeTakeFirst();
}

/** Whether the plan is still active at this version (read under a share lock: a change waits until the visit is made). */
export async function isActiveAt(db: Kysely<Database>, planId: string, version: number): Promise<boolean> {
  const row = await db.selectFrom('plans').select(['status', 'version']).where('id', '=', planId).forShare().executeTakeFirst();
  return row?.status === 'active' && row.version === version;
}

/**
 * Writes the change and moves the version on, if the plan is still in one of `from` and at the
 * version read (no lost updates: of two changes at once, one wins). False when it was not.
 */
export async function updatePlanIf(db: Kysely<Database>, planId: string, expected: { statuses: readonly PlanStatusColumn[]; version: number }, changes: Updateable<PlansTable>): Promise<boolean> {
  const result = await db
    .updateTable('plans')
    .set({ ...changes, version: sql<number>`version + 1` })
    .where('id', '=', planId)
    .where('status', 'in', expected.statuses)
    .where('version', '=', expected.version)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The customer's plans: active and paused first, then ended; newest first within each. */
export async function listPlansOf(db: Kysely<Database>, customerId: string, limit: number): Promise<PlanView[]> {
  return planViews(db)
    .where('plans.customer_id', '=', customerId)
    .orderBy(sql`plans.status = 'ended'`)
    .orderBy('plans.created_at', 'desc')
    .orderBy('plans.id')
    .limit(limit)
    .execute();
}

/** Active plans, a bounded batch at a time (the generator's schedule goes through them all). */
export async function listActivePlanIds(db: Kysely<Database>, after: string | null, limit: number): Promise<string[]> {
  let query = db.selectFrom('plans').select('id').where('status', '=', 'active').orderBy('id').limit(limit);
  if (after) query = query.where('id', '>', after);
  return (await query.execute()).map((row) => row.id);
}

/** The services' names in `language` where they have a translation (a plan keeps the English it was made with). */
export async function translatedServiceNames(db: Kysely<Database>, serviceIds: string[], language: LanguageCode): Promise<Map<string, string>> {
  if (language === 'en' || serviceIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('service_translations')
    .select(['service_id', 'name'])
    .where('language', '=', language)
    .where('service_id', 'in', serviceIds)
    .where('name', '<>', '')
    .execute();
  return new Map(rows.map((row) => [row.service_id, row.name]));
}
