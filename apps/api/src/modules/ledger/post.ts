import type { Kysely } from 'kysely';
import type { Database, LedgerAccount, LedgerTransactionKind } from '../../db/schema';
import { insertLedgerEntries, insertLedgerTransaction, sumOfTransaction } from './ledger.repository';

/** One entry: debit positive, credit negative, whole minor units. */
export interface LedgerLine {
  account: LedgerAccount;
  /** Set for the provider accounts (provider_payable, provider_payouts_pending), null otherwise. */
  providerId?: string | null;
  amountMinor: number;
}

export interface LedgerPosting {
  marketId: string;
  currency: string;
  kind: LedgerTransactionKind;
  jobId?: string | null;
  paymentId?: string | null;
  refundId?: string | null;
  payoutId?: string | null;
  description: string;
  at: Date;
  lines: readonly LedgerLine[];
}

export class UnbalancedLedgerTransaction extends Error {}

/**
 * Records one money movement as one balanced transaction, inside the caller's database
 * transaction (pass it as `trx`): its entries must sum to zero, which is checked here before
 * anything is written, again by the database after writing, and once more by the deferred
 * trigger at commit (migration 0016). Zero lines are dropped. Returns the transaction's id.
 */
export async function postLedgerTransaction(trx: Kysely<Database>, posting: LedgerPosting): Promise<string> {
  const lines = posting.lines.filter((line) => line.amountMinor !== 0);
  if (lines.some((line) => !Number.isSafeInteger(line.amountMinor))) throw new UnbalancedLedgerTransaction(`${posting.kind}: amounts must be whole minor units`);
  const sum = lines.reduce((total, line) => total + line.amountMinor, 0);
  if (sum !== 0 || lines.length < 2) throw new UnbalancedLedgerTransaction(`${posting.kind}: entries sum to ${sum} over ${lines.length} lines`);
  const id = await insertLedgerTransaction(trx, {
    market_id: posting.marketId,
    currency: posting.currency,
    kind: posting.kind,
    job_id: posting.jobId ?? null,
    payment_id: posting.paymentId ?? null,
    refund_id: posting.refundId ?? null,
    payout_id: posting.payoutId ?? null,
    description: posting.description.slice(0, 300),
    created_at: posting.at,
  });
  await insertLedgerEntries(
    trx,
    lines.map((line) => ({ transaction_id: id, account: line.account, provider_id: line.providerId ?? null, amount_minor: line.amountMinor, payout_id: null })),
  );
  const total = await sumOfTransaction(trx, id);
  if (total !== 0) throw new UnbalancedLedgerTransaction(`${posting.kind}: the database sums the entries to ${total}`);
  return id;
}
