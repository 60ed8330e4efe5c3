import type { LanguageCode, PlanDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { skippedReason } from '../../i18n/recorded-reasons';
import { cancelJob, findJobRow } from '../jobs';
import { loadOwnPlan, planDetailOf } from './plan-queries';
import { plansMessages as m } from './plans-messages';

/**
 * Skips one visit (docs/repeat-business.md): the job is cancelled by its customer under its own
 * policy (free before its window, the fee inside it, as `GET /api/jobs/:jobId/cancellation`
 * quotes), reason "Skipped"; its provider is told. It keeps its occurrence, so it is never made
 * again. A visit that started, is over or is cancelled: 409. Not a visit of this plan: 404.
 */
export async function skipVisit(deps: Deps, user: SessionUser, planId: string, jobId: string, language: LanguageCode): Promise<{ plan: PlanDetail }> {
  const plan = await loadOwnPlan(deps, user, planId);
  const job = await findJobRow(deps.db, jobId);
  if (!job || job.plan_id !== plan.id || job.plan_occurrence === null) throw AppError.notFound(m.notAVisit);
  if (!['requested', 'confirmed', 'unassigned'].includes(job.status) || job.start_at.getTime() <= deps.now().getTime()) throw AppError.invalidTransition(m.cannotSkip);
  await cancelJob(deps, user, job.id, skippedReason, language);
  return { plan: await planDetailOf(deps, await loadOwnPlan(deps, user, planId), language) };
}
