import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Counts one failed login in its minute (one row per minute, for every API process alike) and
 * answers the minute's failures so far, this one included. The minute's first failure also
 * deletes the rows of more than an hour ago: nothing reads them.
 */
export async function countLoginFailure(db: Kysely<Database>, minute: Date): Promise<number> {
  const { failures } = await db
    .insertInto('login_failure_minutes')
    .values({ minute, failures: 1 })
    .onConflict((conflict) => conflict.column('minute').doUpdateSet({ failures: sql<number>`login_failure_minutes.failures + 1` }))
    .returning('failures')
    .executeTakeFirstOrThrow();
  if (failures === 1) await db.deleteFrom('login_failure_minutes').where('minute', '<', new Date(minute.getTime() - 3_600_000)).execute();
  return failures;
}
