import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** Idempotent: the same postal code and email (in any case) is stored once. */
export async function addWaitlistEntry(db: Kysely<Database>, entry: { postalCode: string; email: string }): Promise<void> {
  await db
    .insertInto('waitlist_entries')
    .values({ postal_code: entry.postalCode, email: entry.email })
    .onConflict((conflict) => conflict.expression(sql`postal_code, lower(email)`).doNothing())
    .execute();
}
