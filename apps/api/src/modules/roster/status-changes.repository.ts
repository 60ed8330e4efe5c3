import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { ProviderStatusChangesTable } from '../../db/supply-schema';

type Change = Pick<ProviderStatusChangesTable, 'provider_id' | 'market_id' | 'actor_user_id' | 'actor_role' | 'action' | 'reason'> & { at: Date };

export async function insertStatusChange(trx: Kysely<Database>, change: Change): Promise<void> {
  await trx.insertInto('provider_status_changes').values(change).execute();
}

/** The provider's changes that concern this market (its suspensions and their own pauses), newest first. */
export async function listStatusChanges(db: Kysely<Database>, providerId: string, marketId: string) {
  return db
    .selectFrom('provider_status_changes')
    .leftJoin('users', 'users.id', 'provider_status_changes.actor_user_id')
    .select(['provider_status_changes.at', 'provider_status_changes.actor_role', 'provider_status_changes.action', 'provider_status_changes.market_id', 'provider_status_changes.reason', 'users.name as actor_name'])
    .where('provider_status_changes.provider_id', '=', providerId)
    .where((eb) => eb.or([eb('provider_status_changes.market_id', '=', marketId), eb('provider_status_changes.market_id', 'is', null)]))
    .orderBy('provider_status_changes.at', 'desc')
    .orderBy('provider_status_changes.id', 'desc')
    .limit(1000)
    .execute();
}

/** Suspends or reinstates, only if that changes something: of two managers at once, one does it. */
export async function setSuspension(trx: Kysely<Database>, providerId: string, marketId: string, suspension: { at: Date; reason: string } | null) {
  return trx
    .updateTable('provider_markets')
    .set({ suspended_at: suspension?.at ?? null, suspension_reason: suspension?.reason ?? null })
    .where('provider_id', '=', providerId)
    .where('market_id', '=', marketId)
    .where('suspended_at', suspension ? 'is' : 'is not', null)
    .returning('provider_id')
    .executeTakeFirst();
}

/** Pauses or resumes, only if that changes something. */
export async function setPause(trx: Kysely<Database>, providerId: string, pausedAt: Date | null) {
  return trx
    .updateTable('providers')
    .set({ paused_at: pausedAt })
    .where('id', '=', providerId)
    .where('paused_at', pausedAt ? 'is' : 'is not', null)
    .returning('id')
    .executeTakeFirst();
}

/** The markets that suspended the provider. */
export async function listSuspensions(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('provider_markets')
    .innerJoin('markets', 'markets.id', 'provider_markets.market_id')
    .select(['markets.id', 'markets.name', 'provider_markets.suspended_at', 'provider_markets.suspension_reason'])
    .where('provider_markets.provider_id', '=', providerId)
    .where('provider_markets.suspended_at', 'is not', null)
    .orderBy('markets.name')
    .execute();
}
