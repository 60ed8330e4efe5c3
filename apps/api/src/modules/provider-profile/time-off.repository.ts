import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Time off that has not ended yet, soonest first. */
export async function listCurrentTimeOff(db: Kysely<Database>, providerId: string, now: Date, limit: number) {
  const rows = await db
    .selectFrom('provider_time_off')
    .select(['id', 'starts_at', 'ends_at', 'reason'])
    .where('provider_id', '=', providerId)
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .orderBy('id')
    .limit(limit)
    .execute();
  // int8 ids arrive as strings from pg and as numbers from PGlite.
  return rows.map((row) => ({ ...row, id: String(row.id) }));
}

export async function countCurrentTimeOff(db: Kysely<Database>, providerId: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('provider_time_off')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('provider_id', '=', providerId)
    .where('ends_at', '>', now)
    .executeTakeFirstOrThrow();
  return row.count;
}

export async function insertTimeOff(db: Kysely<Database>, providerId: string, entry: { start: Date; end: Date; reason: string }): Promise<void> {
  await db.insertInto('provider_time_off').values({ provider_id: providerId, starts_at: entry.start, ends_at: entry.end, reason: entry.reason }).execute();
}

/** True when it was the provider's and is gone. */
export async function deleteTimeOff(db: Kysely<Database>, providerId: string, timeOffId: string): Promise<boolean> {
  const result = await db.deleteFrom('provider_time_off').where('provider_id', '=', providerId).where('id', '=', Number(timeOffId)).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}

/** Requested or confirmed jobs of the provider that overlap current time off: theirs to resolve. */
export async function listJobsInTimeOff(db: Kysely<Database>, providerId: string, now: Date, limit: number) {
  const rows = await db
    .selectFrom('jobs')
    .innerJoin('provider_time_off as off', (join) =>
      join.onRef('off.provider_id', '=', 'jobs.provider_id').onRef('off.starts_at', '<', 'jobs.end_at').onRef('off.ends_at', '>', 'jobs.start_at'),
    )
    .select(['jobs.id', 'jobs.status', 'jobs.start_at', 'jobs.end_at', 'off.id as time_off_id'])
    .select((eb) =>
      eb
        .selectFrom('job_services')
        .select(sql<string>`string_agg(job_services.name, '|' order by job_services.position)`.as('names'))
        .whereRef('job_services.job_id', '=', 'jobs.id')
        .as('service_names'),
    )
    .where('jobs.provider_id', '=', providerId)
    .where('jobs.status', 'in', ['requested', 'confirmed'])
    .where('off.ends_at', '>', now)
    .orderBy('jobs.start_at')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ ...row, time_off_id: String(row.time_off_id), services: row.service_names ? row.service_names.split('|') : [] }));
}
