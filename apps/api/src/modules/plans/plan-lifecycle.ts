import { type LanguageCode, MAX_PLAN_VISITS, type PlanDetail, type PlanEndingQuote, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { planCancelReasons } from '../../i18n/recorded-reasons';
import { generateSoon } from './generate-visits';
import { type VisitState, visitsToEnd, visitsToRelease } from './plan-rules';
import { cancelPlanVisit } from './plan-visit-steps';
import { loadOwnPlan, planDetailOf } from './plan-queries';
import { plansMessages as m } from './plans-messages';
import { type PlanView, updatePlanIf } from './plans.repository';
import { listOpenVisits } from './plan-visits.repository';

export const asVisitState = (row: JobRow): VisitState & { row: JobRow } => ({
  row,
  jobId: row.id,
  status: row.status as VisitState['status'],
  start: row.start_at,
  freeUntil: row.free_cancellation_until,
  totalMinor: row.total_minor,
  cancellationFeeBps: row.cancellation_fee_bps,
});

/** The plan's visits as the rules see them. */
export const openVisitStates = async (deps: Deps, planId: string) => (await listOpenVisits(deps.db, planId)).map(asVisitState);

/** A refused step on a plan that changed meanwhile (another tab): 409, its state as it now is. */
const changedMeanwhile = () => AppError.conflict(m.changedMeanwhile);

/** A change that makes visits again (a resume, a new day, time or provider): written with its queued `plan-visits` message, the fallback of the run right after. */
export async function updateAndGenerate(deps: Deps, plan: PlanView, expected: Parameters<typeof updatePlanIf>[2], changes: Parameters<typeof updatePlanIf>[3]): Promise<void> {
  const updated = await deps.db.transaction().execute(async (trx) => {
    if (!(await updatePlanIf(trx, plan.id, expected, changes))) return false;
    await deps.queue.send(trx, 'plan-visits', { planId: plan.id });
    return true;
  });
  if (!updated) throw changedMeanwhile();
}

/** The visits ahead not started, each with the fee ending the plan now would cost (docs/repeat-business.md). */
export async function quoteEnding(deps: Deps, user: SessionUser, planId: string): Promise<PlanEndingQuote> {
  const plan = await loadOwnPlan(deps, user, planId);
  const visits = plan.status === 'ended' ? [] : visitsToEnd(await openVisitStates(deps, plan.id), deps.now()).slice(0, MAX_PLAN_VISITS);
  return {
    visits: visits.map((visit) => ({ jobId: visit.jobId, start: visit.start.toISOString(), feeMinor: visit.feeMinor })),
    totalFeeMinor: visits.reduce((sum, visit) => sum + visit.feeMinor, 0),
    currency: plan.currency,
  };
}

/**
 * Ends the plan: no more visits, and every visit ahead not started is cancelled under its
 * policy, each with the fee the ending quote showed (free outside its window). 409 once ended.
 */
export async function endPlan(deps: Deps, user: SessionUser, planId: string, language: LanguageCode): Promise<{ plan: PlanDetail }> {
  const plan = await loadOwnPlan(deps, user, planId);
  if (plan.status === 'ended') throw AppError.conflict(m.ended);
  const now = deps.now();
  if (!(await updatePlanIf(deps.db, plan.id, { statuses: ['active', 'paused'], version: plan.version }, { status: 'ended', ended_at: now, paused_at: null, updated_at: now }))) throw changedMeanwhile();
  for (const visit of visitsToEnd(await openVisitStates(deps, plan.id), now)) {
    await cancelPlanVisit(deps, user, visit.row, { reason: planCancelReasons.end, feeMinor: visit.feeMinor, release: false });
  }
  return { plan: await planDetailOf(deps, await loadOwnPlan(deps, user, planId), language) };
}

/** Lets go of the visits ahead still free to cancel (a pause; a change, which makes them again): cancelled free. */
export async function releaseVisits(deps: Deps, user: SessionUser, plan: Pick<PlanView, 'id'>, reason: string): Promise<void> {
  for (const visit of visitsToRelease(await openVisitStates(deps, plan.id), deps.now())) {
    await cancelPlanVisit(deps, user, visit.row, { reason, feeMinor: 0, release: true });
  }
}

/** Pauses an active plan: no new visits; those ahead outside their fee window are cancelled free, those inside it stay. */
export async function pausePlan(deps: Deps, user: SessionUser, planId: string, language: LanguageCode): Promise<{ plan: PlanDetail }> {
  const plan = await loadOwnPlan(deps, user, planId);
  if (plan.status !== 'active') throw AppError.conflict(plan.status === 'ended' ? m.ended : m.notActive);
  const now = deps.now();
  if (!(await updatePlanIf(deps.db, plan.id, { statuses: ['active'], version: plan.version }, { status: 'paused', paused_at: now, updated_at: now }))) throw changedMeanwhile();
  await releaseVisits(deps, user, plan, planCancelReasons.pause);
  return { plan: await planDetailOf(deps, await loadOwnPlan(deps, user, planId), language) };
}

/** Resumes a paused plan: its visits are made again from now on, on its rhythm. */
export async function resumePlan(deps: Deps, user: SessionUser, planId: string, language: LanguageCode): Promise<{ plan: PlanDetail }> {
  const plan = await loadOwnPlan(deps, user, planId);
  if (plan.status !== 'paused') throw AppError.conflict(plan.status === 'ended' ? m.ended : m.notPaused);
  const now = deps.now();
  await updateAndGenerate(deps, plan, { statuses: ['paused'], version: plan.version }, { status: 'active', paused_at: null, updated_at: now });
  await generateSoon(deps, plan.id);
  return { plan: await planDetailOf(deps, await loadOwnPlan(deps, user, planId), language) };
}
