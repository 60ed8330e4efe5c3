import type { SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow } from '../../db/schema';
import { applyTransition, findJobRow } from '../jobs';

/**
 * Cancels one of the plan's visits as its customer (docs/repeat-business.md), with the fee the
 * plan's rules decided and the reason recorded on its timeline (worded when read). A visit a
 * change or a pause lets go of gives up its occurrence, to be made again. A visit that changed
 * meanwhile (its provider declined it, say) is read again and cancelled as it now is; one that
 * is no longer open is left alone. True when it was cancelled.
 */
export async function cancelPlanVisit(deps: Deps, user: SessionUser, row: JobRow, step: { reason: string; feeMinor: number; release: boolean }): Promise<boolean> {
  const changes = { cancellation_fee_minor: step.feeMinor, ...(step.release ? { plan_occurrence: null } : {}) };
  const actor = { userId: user.id, role: 'customer' as const, eventRole: 'customer' as const };
  for (let current: JobRow | undefined = row, attempt = 0; current && attempt < 2; attempt += 1) {
    if (!['requested', 'confirmed', 'unassigned'].includes(current.status)) return false;
    if (await applyTransition(deps, current, { action: 'cancel', actor, reason: step.reason, changes })) return true;
    current = await findJobRow(deps.db, row.id);
  }
  return false;
}
