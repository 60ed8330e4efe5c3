import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** The account that booked the job. */
export async function findCustomer(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone']).where('id', '=', userId).executeTakeFirst();
}

/** Jobs of these providers starting in [from, to) that take their time or took it (not cancelled), other than `exceptJobId`. */
export async function listProviderJobsBetween(db: Kysely<Database>, providerIds: string[], range: { from: Date; to: Date }, exceptJobId: string) {
  if (providerIds.length === 0) return [];
  return db
    .selectFrom('jobs')
    .select(['provider_id', 'start_at', 'end_at'])
    .where('provider_id', 'in', providerIds)
    .where('status', 'in', ['requested', 'confirmed', 'in_progress', 'completed'])
    .where('start_at', '>=', range.from)
    .where('start_at', '<', range.to)
    .where('id', '<>', exceptJobId)
    .execute();
}

/** Providers who declined this job (their own decline events). */
export async function listProvidersWhoDeclined(db: Kysely<Database>, jobId: string): Promise<Set<string>> {
  const rows = await db
    .selectFrom('job_events')
    .innerJoin('providers', 'providers.user_id', 'job_events.actor_user_id')
    .select('providers.id')
    .where('job_events.job_id', '=', jobId)
    .where('job_events.actor_role', '=', 'provider')
    .where('job_events.from_status', '=', 'requested')
    .where('job_events.to_status', '=', 'unassigned')
    .execute();
  return new Set(rows.map((row) => row.id));
}

export async function findProviderForDesk(db: Kysely<Database>, providerId: string) {
  return db.selectFrom('providers').select(['id', 'display_name', 'rating_sum', 'rating_count']).where('id', '=', providerId).executeTakeFirst();
}

export async function listRatingSums(db: Kysely<Database>, providerIds: string[]): Promise<Map<string, number>> {
  if (providerIds.length === 0) return new Map();
  const rows = await db.selectFrom('providers').select(['id', 'rating_sum']).where('id', 'in', providerIds).execute();
  return new Map(rows.map((row) => [row.id, row.rating_sum]));
}
