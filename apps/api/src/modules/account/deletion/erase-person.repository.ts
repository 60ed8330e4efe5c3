import { type Kysely, sql } from 'kysely';
import type { Database } from '../../../db/schema';

/** What a deleted account is called from now on. */
export const DELETED_USER_NAME = 'Deleted user';

/** A unique address nobody can receive mail at (`.invalid` is reserved, RFC 2606): the old one is free again. */
export const deletedEmailOf = (userId: string) => `deleted-${userId}@deleted.invalid`;

/** Not a hash any password can match (verifyPassword accepts only argon2id and scrypt forms). */
const NO_PASSWORD = '!account-deleted';

/** The account's row, locked until the deletion commits: no second deletion, no change meanwhile. */
export async function lockPerson(trx: Kysely<Database>, userId: string) {
  return trx.selectFrom('users').select(['id', 'name', 'email']).where('id', '=', userId).where('deleted_at', 'is', null).forUpdate().executeTakeFirst();
}

/** A provider's public profile, emptied and out of every market; answers the picture to delete once committed. */
export async function eraseProvider(trx: Kysely<Database>, providerId: string): Promise<string | null> {
  const row = await trx.selectFrom('providers').select('picture_path').where('id', '=', providerId).executeTakeFirst();
  await trx.updateTable('providers').set({ display_name: 'Former provider', bio_html: '', picture_path: null, payout_account: 'erased' }).where('id', '=', providerId).execute();
  await trx.deleteFrom('provider_markets').where('provider_id', '=', providerId).execute();
  await trx.deleteFrom('provider_services').where('provider_id', '=', providerId).execute();
  await trx.deleteFrom('provider_availability').where('provider_id', '=', providerId).execute();
  await trx.deleteFrom('provider_time_off').where('provider_id', '=', providerId).execute();
  // Nobody can book them any more: out of every customer's favourites.
  await trx.deleteFrom('favourite_providers').where('provider_id', '=', providerId).execute();
  return row?.picture_path ?? null;
}

/**
 * Everything held for the person that nothing else needs: sessions, settings, codes and
 * resets, cards tokenised for them, the markets they managed, their waitlist entries, their
 * favourite providers, and
 * every message to them except `keepMessageKey` (the notice of the deletion, until delivered).
 */
export async function deletePersonalRecords(trx: Kysely<Database>, person: { id: string; email: string }, keepMessageKey: string): Promise<void> {
  const email = person.email.toLowerCase();
  await trx.deleteFrom('sessions').where('user_id', '=', person.id).execute();
  await trx.deleteFrom('notification_preferences').where('user_id', '=', person.id).execute();
  await trx.deleteFrom('email_verifications').where((eb) => eb.or([eb('user_id', '=', person.id), eb('email', '=', email)])).execute();
  await trx.deleteFrom('password_resets').where('user_id', '=', person.id).execute();
  await trx.deleteFrom('phone_verifications').where('user_id', '=', person.id).execute();
  await trx.deleteFrom('test_gateway_payment_methods').where('created_by', '=', person.id).execute();
  await trx.deleteFrom('market_managers').where('user_id', '=', person.id).execute();
  await trx.deleteFrom('waitlist_entries').where(sql<string>`lower(email)`, '=', email).execute();
  await trx.deleteFrom('favourite_providers').where('user_id', '=', person.id).execute();
  await trx.deleteFrom('notifications').where('user_id', '=', person.id).where('dedupe_key', '<>', keepMessageKey).execute();
}

/** The row stays (jobs, invoices and the ledger point at it), emptied: no name, address, phone or password. */
export async function eraseUser(trx: Kysely<Database>, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ name: DELETED_USER_NAME, email: deletedEmailOf(userId), phone: null, password_hash: NO_PASSWORD, roles: [], email_verified_at: null, phone_verified_at: null, deleted_at: now })
    .where('id', '=', userId)
    .execute();
}
