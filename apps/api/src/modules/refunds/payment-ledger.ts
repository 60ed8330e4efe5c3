import type { Kysely } from 'kysely';
import type { Database, LedgerAccount } from '../../db/schema';
import { type JobComponents, paymentLedgerSums } from '../ledger';

/**
 * What a payment still holds, from its own ledger transactions (its capture and its refunds):
 * money at the gateway (captured − refunded) and, per account, what the capture put there less
 * what earlier refunds took back. A refund is split over these remaining parts, so refunding
 * everything in any number of steps returns each account exactly to zero (no cent left over).
 */
export interface PaymentLedgerState {
  capturedMinor: number;
  refundedMinor: number;
  remaining: JobComponents;
}

const remainingAccounts: Record<Exclude<LedgerAccount, 'gateway_clearing' | 'card_authorisations' | 'authorisation_holds' | 'provider_payouts_pending' | 'provider_held'>, keyof JobComponents> = {
  provider_payable: 'providerEarnings',
  platform_commission: 'commission',
  platform_service_fees: 'serviceFee',
  tax_payable: 'tax',
};

export async function paymentLedgerState(db: Kysely<Database>, paymentId: string): Promise<PaymentLedgerState> {
  const rows = await paymentLedgerSums(db, paymentId);
  const state: PaymentLedgerState = { capturedMinor: 0, refundedMinor: 0, remaining: { providerEarnings: 0, commission: 0, serviceFee: 0, tax: 0 } };
  for (const row of rows) {
    const total = row.total;
    if (row.account === 'gateway_clearing') {
      if (row.kind === 'capture') state.capturedMinor += total;
      else state.refundedMinor -= total;
      continue;
    }
    const part = remainingAccounts[row.account as keyof typeof remainingAccounts];
    // Credits are negative: what an account holds of this payment is the credit's opposite.
    if (part) state.remaining[part] -= total;
  }
  return state;
}
