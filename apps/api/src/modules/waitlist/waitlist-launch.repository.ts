import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * Whether a waitlist entry's postal code (as typed: upper-cased, single spaces) is one of `codes`,
 * in the forms coverage accepts (modules/booking/coverage.ts `postalCodeCandidates`): the whole
 * code without spaces or dashes, a ZIP+4's first five digits, a Canadian code's first three.
 */
export function postalCodeIn(codes: string[]) {
  const compact = sql<string>`regexp_replace(waitlist_entries.postal_code, '[[:space:]-]+', '', 'g')`;
  const list = sql`${sql.val(codes)}::text[]`;
  return sql<boolean>`(${compact} = any(${list})
    or (${compact} ~ '^[0-9]{9}$' and left(${compact}, 5) = any(${list}))
    or (${compact} ~ '^[A-Z][0-9][A-Z]' and left(${compact}, 3) = any(${list})))`;
}

/**
 * Marks every entry of the area not yet told and still subscribed as told, and returns them: the
 * update is the claim, so two launches at once (or two markets sharing a code) tell each once.
 */
export async function claimWaitingEntries(trx: Kysely<Database>, postalCodes: string[], at: Date) {
  return trx
    .updateTable('waitlist_entries')
    .set({ launch_notified_at: at })
    .where('launch_notified_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .where(postalCodeIn(postalCodes))
    .returning(['id', 'email', 'postal_code'])
    .execute();
}

/** People still waiting in the area, per postal code as they typed it (the capacity view, the admin list). */
export async function countWaitingByPostalCode(db: Kysely<Database>, postalCodes: string[], limit: number) {
  return db
    .selectFrom('waitlist_entries')
    .select(['postal_code', sql<number>`count(*)::int`.as('count')])
    .where('launch_notified_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .where(postalCodeIn(postalCodes))
    .groupBy('postal_code')
    .orderBy(sql`count(*)`, 'desc')
    .orderBy('postal_code')
    .limit(limit)
    .execute();
}

export async function countWaiting(db: Kysely<Database>, postalCodes: string[]): Promise<number> {
  const row = await db
    .selectFrom('waitlist_entries')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('launch_notified_at', 'is', null)
    .where('unsubscribed_at', 'is', null)
    .where(postalCodeIn(postalCodes))
    .executeTakeFirstOrThrow();
  return row.count;
}

/** Leaves the waitlist: the entry stays (so a launch cannot email it) but is never emailed. */
export async function unsubscribeEntry(db: Kysely<Database>, token: string, at: Date): Promise<boolean> {
  const result = await db.updateTable('waitlist_entries').set({ unsubscribed_at: at }).where('unsubscribe_token', '=', token).where('unsubscribed_at', 'is', null).executeTakeFirst();
  return result.numUpdatedRows > 0n || (await db.selectFrom('waitlist_entries').select('id').where('unsubscribe_token', '=', token).executeTakeFirst()) !== undefined;
}
