import { type ChangePlan, type LanguageCode, type PlanDetail, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { planCancelReasons } from '../../i18n/recorded-reasons';
import { addDays, listProvidersOffering, localDate } from '../booking';
import { generateSoon } from './generate-visits';
import { changedAnchor, visitsToRelease } from './plan-rules';
import { openVisitStates, releaseVisits, updateAndGenerate } from './plan-lifecycle';
import { loadOwnPlan, planDetailOf } from './plan-queries';
import { plansMessages as m } from './plans-messages';
import type { PlanView } from './plans.repository';

/** The new provider must be bookable in the plan's market for all its services (not suspended, not paused), and not the customer. */
async function checkProvider(deps: Deps, user: SessionUser, plan: PlanView, providerId: string): Promise<void> {
  if (user.providerId === providerId) throw AppError.validation({ providerId: [m.cannotBeOwnProvider] });
  const offering = await listProvidersOffering(deps.db, plan.market_id, plan.services.map((line) => line.serviceId), providerId);
  if (offering.length === 0) throw AppError.validation({ providerId: [{ ...m.providerCannotTakePlan, values: { market: plan.market_name } }] });
}

/**
 * The day after the last visit the change keeps (those inside their fee window), or today: the
 * new terms start at the plan's next occurrence from there.
 */
async function keptUntil(deps: Deps, plan: PlanView): Promise<string> {
  const now = deps.now();
  const visits = await openVisitStates(deps, plan.id);
  const released = new Set(visitsToRelease(visits, now).map((visit) => visit.jobId));
  const kept = visits.filter((visit) => !released.has(visit.jobId) && visit.start.getTime() > now.getTime() && visit.row.plan_occurrence);
  const last = kept.map((visit) => visit.row.plan_occurrence!).sort().at(-1);
  return last ? addDays(last, 1) : localDate(plan.time_zone, now.getTime());
}

/**
 * Changes the weekday, local time or provider for the future (docs/repeat-business.md): from the
 * next occurrence whose visit is still outside its fee window. Those visits are cancelled free
 * and made again under the new terms; visits already inside their window keep their time and
 * provider. The rhythm goes on (a new weekday moves within the week). 409 for an ended plan.
 */
export async function changePlan(deps: Deps, user: SessionUser, planId: string, change: ChangePlan, language: LanguageCode): Promise<{ plan: PlanDetail }> {
  const plan = await loadOwnPlan(deps, user, planId);
  if (plan.status === 'ended') throw AppError.conflict(m.ended);
  if (change.weekday === undefined && change.localTime === undefined && change.providerId === undefined) throw AppError.validation({ weekday: [m.changeSomething] }, m.changeSomething);
  const next = { weekday: change.weekday ?? plan.weekday, localTime: change.localTime ?? plan.local_time, providerId: change.providerId ?? plan.provider_id };
  if (next.weekday === plan.weekday && next.localTime === plan.local_time && next.providerId === plan.provider_id) {
    return { plan: await planDetailOf(deps, plan, language) };
  }
  if (change.providerId !== undefined && change.providerId !== plan.provider_id) await checkProvider(deps, user, plan, change.providerId);
  const anchor = changedAnchor({ anchorDate: plan.anchor_date, everyWeeks: plan.every_weeks, weekday: plan.weekday }, next.weekday, await keptUntil(deps, plan));
  await updateAndGenerate(deps, plan, { statuses: ['active', 'paused'], version: plan.version }, {
    weekday: next.weekday,
    local_time: next.localTime,
    provider_id: next.providerId,
    anchor_date: anchor,
    updated_at: deps.now(),
  });
  await releaseVisits(deps, user, plan, planCancelReasons.change);
  if (plan.status === 'active') await generateSoon(deps, plan.id);
  return { plan: await planDetailOf(deps, await loadOwnPlan(deps, user, planId), language) };
}
