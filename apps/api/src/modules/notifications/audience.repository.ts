import type { LanguageCode } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/* Who messages go to: managers of a market, providers' users, and how to reach each. */

/** The market's managers' user ids. */
export async function listManagerIds(db: Kysely<Database>, marketId: string): Promise<string[]> {
  const rows = await db.selectFrom('market_managers').select('user_id').where('market_id', '=', marketId).orderBy('user_id').execute();
  return rows.map((row) => row.user_id);
}

/** These users' names, addresses, roles and languages; a deleted account is left out. */
export async function listLiveUsers(db: Kysely<Database>, userIds: string[]) {
  return db.selectFrom('users').select(['id', 'name', 'email', 'phone', 'phone_verified_at', 'roles', 'language']).where('id', 'in', userIds).where('deleted_at', 'is', null).execute();
}

/** The provider's user, for a provider id (a payout, a previous provider). */
export async function userOfProvider(db: Kysely<Database>, providerId: string | null | undefined): Promise<string | null> {
  if (!providerId) return null;
  const row = await db.selectFrom('providers').select('user_id').where('id', '=', providerId).executeTakeFirst();
  return row?.user_id ?? null;
}

/** The language the person chose (null: none yet); their messages are written in it. */
export async function findUserLanguage(db: Kysely<Database>, userId: string): Promise<LanguageCode | null> {
  return (await db.selectFrom('users').select('language').where('id', '=', userId).executeTakeFirst())?.language ?? null;
}
