import type { Deps } from '../../deps';
import type { RunningQueue } from '../queue';
import { sendPayout } from './finish-payout';
import { listOwed } from './payout-ledger.repository';
import { listPendingPayouts } from './payouts.repository';
import { startPayout } from './start-payout';

export interface PayoutBatchResult {
  paid: number;
  failed: number;
  /** Payouts left pending because the gateway could not be reached (retried next batch). */
  unreachable: number;
}

/**
 * The weekly batch (docs/payments.md, "Payouts"): first the payouts a crash or an outage left
 * pending, then one payout per provider and currency for what is owed. Safe to run twice at
 * once: each provider's payout is created under a lock, at most one pending per provider and
 * currency (also a unique index), and only one run records each gateway answer.
 */
export async function runPayoutBatch(deps: Deps): Promise<PayoutBatchResult> {
  const result: PayoutBatchResult = { paid: 0, failed: 0, unreachable: 0 };
  const send = async (payout: Parameters<typeof sendPayout>[1]) => {
    try {
      const outcome = await sendPayout(deps, payout);
      if (outcome === 'paid') result.paid += 1;
      if (outcome === 'failed') result.failed += 1;
    } catch (error) {
      // An outage: the payout stays pending; the other providers' payouts still go out.
      result.unreachable += 1;
      console.error(`payout ${payout.id} could not be sent`, error);
    }
  };
  const leftPending = await listPendingPayouts(deps.db);
  for (const payout of leftPending) await send(payout);
  for (const { providerId, currency } of await listOwed(deps.db)) {
    const payout = await startPayout(deps, providerId, currency);
    if (payout) await send(payout);
  }
  return result;
}

/** The weekly payout batch on the queue: Monday 06:00 UTC. */
export async function startPayoutWorkers(queue: RunningQueue, deps: Deps): Promise<void> {
  await queue.work('payouts-weekly', async () => {
    const result = await runPayoutBatch(deps);
    // Failing the message makes the queue retry the batch (safe: it finishes what is pending first).
    if (result.unreachable > 0) throw new Error(`${result.unreachable} payouts could not reach the gateway; they stay pending`);
  });
  await queue.every('payouts-weekly', '0 6 * * 1');
}
