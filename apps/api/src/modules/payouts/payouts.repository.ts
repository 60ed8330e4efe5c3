import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type { Database, PayoutsTable } from '../../db/schema';

export type PayoutRow = Selectable<PayoutsTable>;

/** The provider's row, locked: one batch at a time creates their payout. */
export async function lockProviderPayoutAccount(trx: Kysely<Database>, providerId: string) {
  return trx.selectFrom('providers').select(['id', 'payout_account']).where('id', '=', providerId).forUpdate().executeTakeFirst();
}

export async function hasPendingPayout(db: Kysely<Database>, providerId: string, currency: string): Promise<boolean> {
  const row = await db.selectFrom('payouts').select('id').where('provider_id', '=', providerId).where('currency', '=', currency).where('status', '=', 'pending').executeTakeFirst();
  return row !== undefined;
}

/** Where the provider's latest payout in the currency ended its period. */
export async function lastPeriodEnd(db: Kysely<Database>, providerId: string, currency: string): Promise<Date | undefined> {
  const row = await db
    .selectFrom('payouts')
    .select('period_end')
    .where('provider_id', '=', providerId)
    .where('currency', '=', currency)
    .orderBy('period_end', 'desc')
    .limit(1)
    .executeTakeFirst();
  return row?.period_end;
}

export async function insertPayout(trx: Kysely<Database>, payout: Insertable<PayoutsTable>): Promise<PayoutRow> {
  return trx.insertInto('payouts').values(payout).returningAll().executeTakeFirstOrThrow();
}

/** Records the gateway's answer only if the payout is still pending: of two batches, one finishes it. */
export async function finishPendingPayout(trx: Kysely<Database>, payoutId: string, changes: Updateable<PayoutsTable>): Promise<boolean> {
  const row = await trx.updateTable('payouts').set(changes).where('id', '=', payoutId).where('status', '=', 'pending').returning('id').executeTakeFirst();
  return row !== undefined;
}

export async function listPendingPayouts(db: Kysely<Database>): Promise<PayoutRow[]> {
  return db.selectFrom('payouts').selectAll().where('status', '=', 'pending').orderBy('created_at').execute();
}
