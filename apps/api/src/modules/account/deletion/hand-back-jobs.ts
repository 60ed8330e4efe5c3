import type { SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../../deps';
import { applyTransition, cancelJob, changedMeanwhile, findJobRow } from '../../jobs';
import type { DeletionPlan } from './deletion-rules';

/** On the timeline of each job the deletion cancels (and kept there: it says nothing about the person). */
export const ACCOUNT_DELETED_REASON = 'Account deleted';
export const PROVIDER_LEFT_REASON = 'The provider left Handyhub, so the market will assign someone else.';

/** A provider's upcoming job back to the market's team (as a decline would), recorded as done by the site. */
async function giveBack(deps: Deps, jobId: string): Promise<void> {
  const row = await findJobRow(deps.db, jobId);
  if (!row) throw changedMeanwhile();
  const updated = await applyTransition(deps, row, {
    action: 'unassign',
    actor: { userId: null, role: 'system', eventRole: 'system' },
    reason: PROVIDER_LEFT_REASON,
    changes: { provider_id: null, respond_by: null },
  });
  if (!updated) throw changedMeanwhile();
}

/**
 * Before the account is erased, its future jobs are dealt with as any other step would deal
 * with them, each in its own transaction (a cancellation settles its money with the gateway
 * once committed): the customer's are cancelled by the customer under their own policy (the
 * fee the job page quotes, refunds, the ledger and every message as usual); a provider's go
 * back to their market. A job that changed meanwhile stops the deletion (409) before anything
 * is erased.
 */
export async function handBackJobs(deps: Deps, user: SessionUser, plan: DeletionPlan): Promise<void> {
  for (const job of plan.jobsToCancel) await cancelJob(deps, user, job.jobId, ACCOUNT_DELETED_REASON, 'en');
  for (const job of plan.jobsToReassign) await giveBack(deps, job.jobId);
}
