import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { holdLines, holdReleaseLines, postLedgerTransaction } from '../ledger';
import { heldOfJob, uncoveredJobPayable } from './payout-ledger.repository';
import { lockProviderPayoutAccount } from './payouts.repository';

export { heldOfJob };

/* Held earnings (docs/payments.md, "Held earnings"; docs/problems.md): while a problem case is open, the job's earnings are not paid out. */

export interface HeldJob {
  id: string;
  market_id: string;
  currency: string;
  provider_id: string | null;
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
