import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { GatewayCharge, PaymentGateway } from '../payments';
import { reconcilePayouts } from './reconcile-payouts';
import { clearingByCurrency, countLedgerTransactions, heldByJob, ledgerByPayment, listAllPayments, listUnbalancedTransactions } from './reconciliation.repository';

export interface ReconcileReport {
  ok: boolean;
  checked: { transactions: number; payments: number; charges: number; payouts: number; gatewayPayouts: number; currencies: number };
  /** In words, one per disagreement (bounded: the first 200). */
  problems: string[];
}

const MAX_PROBLEMS = 200;

/** The payment statuses each gateway charge state allows (refunds decide among the captured ones). */
function expectedStatus(charge: GatewayCharge): string {
  if (charge.status === 'authorised') return 'authorized';
  if (charge.status === 'voided') return 'voided';
  if (charge.status === 'capture_failed') return 'failed';
  if (charge.refundedMinor === 0) return 'captured';
  return charge.refundedMinor >= charge.capturedMinor ? 'refunded' : 'partially_refunded';
}

/**
 * Proves the ledger balances and agrees with the gateway's own records (docs/payments.md,
 * "Reconciliation"): per transaction, per payment against its charge, per payout against the
 * gateway's payout, and the gateway balance per currency. Reads only; reports, never repairs.
 */
export async function reconcile(db: Kysely<Database>, gateway: PaymentGateway): Promise<ReconcileReport> {
  const problems: string[] = [];
  const report = (problem: string) => {
    if (problems.length < MAX_PROBLEMS) problems.push(problem);
  };

  const transactions = await countLedgerTransactions(db);
  for (const row of await listUnbalancedTransactions(db, MAX_PROBLEMS)) {
    report(`ledger transaction ${row.id} (${row.kind}) has ${row.entries} entries summing to ${row.total}`);
  }

  const charges = await gateway.charges();
  const chargeByReference = new Map(charges.map((charge) => [charge.reference, charge]));
  const payments = await listAllPayments(db);
  const ledger = await ledgerByPayment(db);
  const known = new Set<string>();
  for (const payment of payments) {
    known.add(payment.gateway_reference);
    const charge = chargeByReference.get(payment.gateway_reference);
    if (!charge) {
      report(`payment ${payment.id} has no gateway charge ${payment.gateway_reference}`);
      continue;
    }
    const booked = ledger.get(payment.id) ?? { net: 0, held: 0 };
    const net = charge.capturedMinor - charge.refundedMinor;
    if (booked.net !== net) report(`payment ${payment.id}: the ledger has ${booked.net} captured less refunded, the gateway ${net}`);
    const held = charge.status === 'authorised' ? charge.authorisedMinor : 0;
    if (booked.held !== held) report(`payment ${payment.id}: the ledger holds ${booked.held} on the card, the gateway ${held} (${charge.status})`);
    const status = expectedStatus(charge);
    if (payment.status !== status) report(`payment ${payment.id} is ${payment.status}, its charge says ${status}`);
    if (payment.currency !== charge.currency) report(`payment ${payment.id} is in ${payment.currency}, its charge in ${charge.currency}`);
  }
  for (const charge of charges) {
    if (!known.has(charge.reference) && charge.status !== 'voided') report(`gateway charge ${charge.reference} (${charge.status}) has no payment: an orphan authorisation`);
  }

  // Held earnings: provider_held holds a job's earnings only while its problem case is open, and exactly what the case held.
  for (const row of await heldByJob(db)) {
    const expected = row.openCaseHeld ?? 0;
    if (row.held !== expected) report(`job ${row.jobId}: provider_held holds ${row.held}, ${row.openCaseHeld === null ? 'with no open problem case' : `its open problem case held ${expected}`}`);
  }

  const payoutCheck = await reconcilePayouts(db, gateway, report);
  const clearing = await clearingByCurrency(db);
  const expected = new Map<string, number>();
  const add = (currency: string, amount: number) => expected.set(currency, (expected.get(currency) ?? 0) + amount);
  for (const charge of charges) add(charge.currency, charge.capturedMinor - charge.refundedMinor);
  for (const payout of payoutCheck.settled) add(payout.currency, -payout.amountMinor);
  for (const row of clearing) if (!expected.has(row.currency)) expected.set(row.currency, 0);
  for (const [currency, amount] of expected) {
    const booked = clearing.find((row) => row.currency === currency)?.total ?? 0;
    if (booked !== amount) report(`gateway_clearing in ${currency} is ${booked} in the ledger, ${amount} at the gateway (captured less refunded less paid out)`);
  }

  return {
    ok: problems.length === 0,
    checked: {
      transactions,
      payments: payments.length,
      charges: charges.length,
      payouts: payoutCheck.payouts,
      gatewayPayouts: payoutCheck.gatewayPayouts,
      currencies: expected.size,
    },
    problems,
  };
}
