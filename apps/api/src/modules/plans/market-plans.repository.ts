import { type Kysely, sql } from 'kysely';
import type { Database, PlanStatusColumn } from '../../db/schema';

/** The market's plans by status. */
export async function countPlansByStatus(db: Kysely<Database>, marketId: string): Promise<Record<PlanStatusColumn, number>> {
  const rows = await db.selectFrom('plans').select(['status', sql<number>`count(*)::int`.as('count')]).where('market_id', '=', marketId).groupBy('status').execute();
  const counts = { active: 0, paused: 0, ended: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

/** The market's jobs starting in [from, to) that happened or will (not holds, not cancelled), and how many of them are plan visits. */
export async function countJobsAndVisits(db: Kysely<Database>, marketId: string, range: { from: Date; to: Date }): Promise<{ jobs: number; visits: number }> {
  const row = await db
    .selectFrom('jobs')
    .select([sql<number>`count(*)::int`.as('jobs'), sql<number>`count(plan_id)::int`.as('visits')])
    .where('market_id', '=', marketId)
    .where('status', 'in', ['requested', 'confirmed', 'in_progress', 'completed', 'no_show', 'unassigned'])
    .where('start_at', '>=', range.from)
    .where('start_at', '<', range.to)
    .executeTakeFirstOrThrow();
  return row;
}

/** A page of the market's plans, newest first, after the cursor's (created_at, id) when given. */
export async function listMarketPlanRows(db: Kysely<Database>, marketId: string, query: { status?: PlanStatusColumn; after?: { createdAt: Date; id: string }; limit: number }) {
  let rows = db
    .selectFrom('plans')
    .innerJoin('users', 'users.id', 'plans.customer_id')
    .leftJoin('providers', 'providers.id', 'plans.provider_id')
    .select([
      'plans.id', 'plans.status', 'plans.every_weeks', 'plans.weekday', 'plans.local_time', 'plans.services', 'plans.created_at',
      'users.name as customer_name', 'providers.display_name as provider_name',
    ])
    .where('plans.market_id', '=', marketId)
    .orderBy('plans.created_at', 'desc')
    .orderBy('plans.id', 'desc')
    .limit(query.limit);
  if (query.status) rows = rows.where('plans.status', '=', query.status);
  if (query.after) rows = rows.where(sql<boolean>`(plans.created_at, plans.id) < (${query.after.createdAt}::timestamptz, ${query.after.id}::uuid)`);
  return rows.execute();
}
