import { type LanguageCode, listLimits, MAX_PLAN_VISITS, type PlanDetail, type PlanSummary, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { skippedReason } from '../../i18n/recorded-reasons';
import { toPlanDetail, toPlanSummary, toPlanVisit } from './plan-views';
import { plansMessages as m } from './plans-messages';
import { findPlan, listPlansOf, type PlanView, translatedServiceNames } from './plans.repository';
import { listNextVisits, listVisitFlags, listVisitRows } from './plan-visits.repository';

/** The latest past visits a plan's page shows before those ahead. */
const PAST_VISITS = 6;

/**
 * The plan if it is the caller's (docs/repeat-business.md): a plan belongs to its customer
 * alone, so anyone else (a manager or an admin included) is told it does not exist.
 */
export async function loadOwnPlan(deps: Deps, user: SessionUser, planId: string): Promise<PlanView> {
  const plan = await findPlan(deps.db, planId);
  if (!plan || plan.customer_id !== user.id) throw AppError.notFound(m.noSuchPlan);
  return plan;
}

const serviceIdsOf = (plans: PlanView[]) => [...new Set(plans.flatMap((plan) => plan.services.map((line) => line.serviceId)))];

/** The caller's plans: active and paused first, then ended, each with its next visit. */
export async function listMyPlans(deps: Deps, user: SessionUser, language: LanguageCode): Promise<{ plans: PlanSummary[] }> {
  const plans = await listPlansOf(deps.db, user.id, listLimits.plans);
  const next = await listNextVisits(deps.db, plans.map((plan) => plan.id), deps.now());
  const names = await translatedServiceNames(deps.db, serviceIdsOf(plans), language);
  return { plans: plans.map((plan) => toPlanSummary(plan, { nextVisit: next.get(plan.id) ?? null, names })) };
}

/** One plan with its visits: the latest few past, and every one of the window ahead. */
export async function planDetailOf(deps: Deps, plan: PlanView, language: LanguageCode): Promise<PlanDetail> {
  const now = deps.now();
  const rows = await listVisitRows(deps.db, plan.id, now, { ahead: MAX_PLAN_VISITS - PAST_VISITS, past: PAST_VISITS });
  const flags = await listVisitFlags(deps.db, rows.map((row) => row.id), skippedReason);
  const intl = intlFor(language);
  const next = await listNextVisits(deps.db, [plan.id], now);
  const names = await translatedServiceNames(deps.db, serviceIdsOf([plan]), language);
  return toPlanDetail(plan, { nextVisit: next.get(plan.id) ?? null, names }, rows.map((row) => toPlanVisit(row, flags.get(row.id), intl)));
}

export async function getPlan(deps: Deps, user: SessionUser, planId: string, language: LanguageCode): Promise<{ plan: PlanDetail }> {
  return { plan: await planDetailOf(deps, await loadOwnPlan(deps, user, planId), language) };
}
