import { testBankAccounts } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayAnswer, PayoutAccountRequest } from './gateway';
import { findTestPayoutAccountNumber, insertTestPayoutAccount } from './test-gateway.repository';

const testNumbers: readonly string[] = [testBankAccounts.succeeds, testBankAccounts.payoutsFail];

/**
 * The test gateway's bank accounts (docs/provider-onboarding.md): only the test numbers are
 * taken, so test mode never holds a real account; the numbers stay in the gateway's own table.
 */
export async function createTestPayoutAccount(db: Kysely<Database>, request: PayoutAccountRequest, id: string): Promise<GatewayAnswer<{ reference: string; last4: string }>> {
  if (request.routingNumber !== testBankAccounts.routingNumber || !testNumbers.includes(request.accountNumber)) {
    return { ok: false, code: 'invalid_account', message: `Test mode takes only the test bank accounts (routing ${testBankAccounts.routingNumber}).` };
  }
  await insertTestPayoutAccount(db, { id, holder_name: request.holderName, routing_number: request.routingNumber, account_number: request.accountNumber, currency: request.currency });
  return { ok: true, reference: id, last4: request.accountNumber.slice(-4) };
}

/** Whether the bank refuses payouts to this destination (Stripe's "no account" test number). */
export async function payoutAccountFails(db: Kysely<Database>, destination: string): Promise<boolean> {
  return (await findTestPayoutAccountNumber(db, destination)) === testBankAccounts.payoutsFail;
}
