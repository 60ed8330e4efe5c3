import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

export interface MetricCounts {
  completed: number;
  noShows: number;
  cancellations: number;
  accepted: number;
  declined: number;
  timedOut: number;
  responseMinutes: number[];
}

const empty = (): MetricCounts => ({ completed: 0, noShows: 0, cancellations: 0, accepted: 0, declined: 0, timedOut: 0, responseMinutes: [] });

/**
 * The facts behind the roster's numbers for these providers in one market over [since, until)
 * (definitions in docs/market-providers.md, "Roster numbers"): a few grouped queries for the
 * whole page, never one per provider.
 */
export async function metricCounts(db: Kysely<Database>, marketId: string, providerIds: string[], window: { since: Date; until: Date }): Promise<Map<string, MetricCounts>> {
  const result = new Map(providerIds.map((id) => [id, empty()]));
  if (providerIds.length === 0) return result;
  const ids = sql.join(providerIds.map((id) => sql`${id}::uuid`));
  const { since, until } = window;
  const jobs = await sql<{ provider_id: string; completed: number; no_shows: number }>`
    select provider_id, count(*) filter (where status = 'completed')::int as completed, count(*) filter (where status = 'no_show')::int as no_shows
    from jobs where market_id = ${marketId} and provider_id in (${ids}) and start_at >= ${since} and start_at < ${until}
    group by provider_id`.execute(db);
  // The provider's own answers (accept, decline) and cancellations, and the time since the request.
  const own = await sql<{ provider_id: string; to_status: string; minutes: number | null }>`
    select p.id as provider_id, e.to_status,
      (select extract(epoch from e.at - max(r.at)) / 60 from job_events r where r.job_id = e.job_id and r.to_status = 'requested' and r.at <= e.at)::float8 as minutes
    from job_events e join jobs j on j.id = e.job_id join providers p on p.user_id = e.actor_user_id
    where j.market_id = ${marketId} and p.id in (${ids}) and e.actor_role = 'provider' and e.at >= ${since} and e.at < ${until}
      and ((e.from_status = 'requested' and e.to_status in ('confirmed', 'unassigned')) or e.to_status = 'cancelled')`.execute(db);
  // Requests that lapsed: the system let go of the provider the event names.
  const lapsed = await sql<{ provider_id: string; count: number }>`
    select e.changes -> 'provider' -> 'before' ->> 'id' as provider_id, count(*)::int as count
    from job_events e join jobs j on j.id = e.job_id
    where j.market_id = ${marketId} and e.actor_role = 'system' and e.from_status = 'requested' and e.to_status = 'unassigned'
      and e.at >= ${since} and e.at < ${until} and e.changes -> 'provider' -> 'before' ->> 'id' in (${sql.join(providerIds)})
    group by 1`.execute(db);

  for (const row of jobs.rows) Object.assign(result.get(row.provider_id)!, { completed: row.completed, noShows: row.no_shows });
  for (const row of lapsed.rows) result.get(row.provider_id)!.timedOut = row.count;
  for (const row of own.rows) {
    const counts = result.get(row.provider_id)!;
    if (row.to_status === 'cancelled') counts.cancellations += 1;
    else {
      if (row.to_status === 'confirmed') counts.accepted += 1;
      else counts.declined += 1;
      if (row.minutes !== null) counts.responseMinutes.push(Number(row.minutes));
    }
  }
  return result;
}
