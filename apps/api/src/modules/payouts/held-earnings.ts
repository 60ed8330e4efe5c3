import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { holdLines, holdReleaseLines, postLedgerTransaction } from '../ledger';
import { lockProviderPayoutAccount } from './payouts.repository';

/* Held earnings (docs/payments.md, "Held earnings"; docs/problems.md): while a problem case is open, the job's earnings are not paid out. */

export interface HeldJob {
  id: string;
  market_id: string;
  currency: string;
  provider_id: string | null;
}

/**
 * Σ of the job's own provider_payable entries no payout covers yet (its tips are the provider's
 * gift, not held): captures, refunds and earlier holds and releases of the job. Below zero:
 * owed to the provider and not paid out.
 */
async function uncoveredJobPayable(trx: Kysely<Database>, job: HeldJob, providerId: string): Promise<number> {
  const row = await trx
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .leftJoin('payments as p', 'p.id', 't.payment_id')
    .select(sql<number>`cast(coalesce(sum(e.amount_minor), 0) as bigint)`.as('total'))
    .where('t.job_id', '=', job.id)
    .where('t.currency', '=', job.currency)
    .where('e.account', '=', 'provider_payable')
    .where('e.provider_id', '=', providerId)
    .where('e.payout_id', 'is', null)
    .where((eb) => eb.or([eb('p.kind', 'is', null), eb('p.kind', '=', 'job')]))
    .executeTakeFirstOrThrow();
  return Number(row.total);
}

/** What the job's provider_held holds now (0 when nothing). */
export async function heldOfJob(db: Kysely<Database>, jobId: string): Promise<number> {
  const row = await db
    .selectFrom('ledger_entries as e')
    .innerJoin('ledger_transactions as t', 't.id', 'e.transaction_id')
    .select(sql<number>`cast(coalesce(sum(e.amount_minor), 0) as bigint)`.as('total'))
    .where('t.job_id', '=', jobId)
    .where('e.account', '=', 'provider_held')
    .executeTakeFirstOrThrow();
  return -Number(row.total);
}

/**
 * Moves the job's unpaid earnings to provider_held, inside the caller's transaction. The
 * provider's row is locked first, as `startPayout` does: a batch running at the same moment
 * either covered the earnings before (nothing is left to hold: they are paid out) or waits and
 * finds them netted to zero. Returns what was held (0 when nothing was left unpaid).
 */
export async function holdJobEarnings(trx: Kysely<Database>, job: HeldJob, at: Date, description: string): Promise<number> {
  if (!job.provider_id) return 0;
  await lockProviderPayoutAccount(trx, job.provider_id);
  const owed = -(await uncoveredJobPayable(trx, job, job.provider_id));
  if (owed <= 0) return 0;
  await postLedgerTransaction(trx, {
    marketId: job.market_id,
    currency: job.currency,
    kind: 'hold',
    jobId: job.id,
    description,
    at,
    lines: holdLines(job.provider_id, owed),
  });
  return owed;
}

/**
 * Gives back what the job's provider_held holds to provider_payable (a new uncovered credit: the
 * next batch pays it, net of any refund posted meanwhile). Returns what was released.
 */
export async function releaseJobEarnings(trx: Kysely<Database>, job: HeldJob, at: Date, description: string): Promise<number> {
  if (!job.provider_id) return 0;
  await lockProviderPayoutAccount(trx, job.provider_id);
  const held = await heldOfJob(trx, job.id);
  if (held <= 0) return 0;
  await postLedgerTransaction(trx, {
    marketId: job.market_id,
    currency: job.currency,
    kind: 'hold_release',
    jobId: job.id,
    description,
    at,
    lines: holdReleaseLines(job.provider_id, held),
  });
  return held;
}
