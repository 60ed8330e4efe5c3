import type { Insertable, Kysely, Selectable, Updateable } from 'kysely';
import type {
  Database,
  TestGatewayChargesTable,
  TestGatewayPaymentMethodsTable,
  TestGatewayPayoutsTable,
} from '../../db/schema';
import type { TestGatewayPayoutAccountsTable } from '../../db/applicant-schema';

/* The test gateway's own tables (`test_gateway_*`): the state of "another system" kept in ours. */

export type TestChargeRow = Selectable<TestGatewayChargesTable>;
export type TestPayoutRow = Selectable<TestGatewayPayoutsTable>;

/** Claims an idempotency key for an operation; false when it was claimed before. */
export async function claimGatewayRequest(db: Kysely<Database>, key: string, operation: string): Promise<boolean> {
  const claimed = await db
    .insertInto('test_gateway_requests')
    .values({ idempotency_key: key, operation, response: '{}' })
    .onConflict((conflict) => conflict.column('idempotency_key').doNothing())
    .returning('idempotency_key')
    .executeTakeFirst();
  return claimed !== undefined;
}

export async function findGatewayRequest(db: Kysely<Database>, key: string): Promise<{ operation: string; response: unknown }> {
  return db.selectFrom('test_gateway_requests').select(['operation', 'response']).where('idempotency_key', '=', key).executeTakeFirstOrThrow();
}

export async function saveGatewayResponse(db: Kysely<Database>, key: string, response: unknown): Promise<void> {
  await db.updateTable('test_gateway_requests').set({ response: JSON.stringify(response) }).where('idempotency_key', '=', key).execute();
}

/** A stored payment method; with `owner`, only one that person entered. */
export async function findTestPaymentMethod(db: Kysely<Database>, id: string, owner?: string) {
  let query = db.selectFrom('test_gateway_payment_methods').select(['brand', 'last4', 'behaviour']).where('id', '=', id);
  if (owner !== undefined) query = query.where('created_by', '=', owner);
  return query.executeTakeFirst();
}

export async function insertTestPaymentMethod(db: Kysely<Database>, method: Insertable<TestGatewayPaymentMethodsTable>): Promise<void> {
  await db.insertInto('test_gateway_payment_methods').values(method).execute();
}

export async function lockTestCharge(db: Kysely<Database>, id: string): Promise<TestChargeRow | undefined> {
  return db.selectFrom('test_gateway_charges').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
}

export async function insertTestCharge(db: Kysely<Database>, charge: Insertable<TestGatewayChargesTable>): Promise<void> {
  await db.insertInto('test_gateway_charges').values(charge).execute();
}

export async function updateTestCharge(db: Kysely<Database>, id: string, changes: Updateable<TestGatewayChargesTable>): Promise<void> {
  await db.updateTable('test_gateway_charges').set(changes).where('id', '=', id).execute();
}

export async function insertTestRefund(db: Kysely<Database>, refund: { id: string; charge_id: string; amount_minor: number }): Promise<void> {
  await db.insertInto('test_gateway_refunds').values(refund).execute();
}

export async function insertTestPayout(db: Kysely<Database>, payout: Insertable<TestGatewayPayoutsTable>): Promise<void> {
  await db.insertInto('test_gateway_payouts').values(payout).execute();
}

export async function listTestCharges(db: Kysely<Database>): Promise<TestChargeRow[]> {
  return db.selectFrom('test_gateway_charges').selectAll().orderBy('created_at').execute();
}

export async function listTestPayouts(db: Kysely<Database>): Promise<TestPayoutRow[]> {
  return db.selectFrom('test_gateway_payouts').selectAll().orderBy('created_at').execute();
}

export async function insertTestPayoutAccount(db: Kysely<Database>, account: Insertable<TestGatewayPayoutAccountsTable>): Promise<void> {
  await db.insertInto('test_gateway_payout_accounts').values(account).execute();
}

export async function findTestPayoutAccountNumber(db: Kysely<Database>, id: string): Promise<string | undefined> {
  return (await db.selectFrom('test_gateway_payout_accounts').select('account_number').where('id', '=', id).executeTakeFirst())?.account_number;
}
