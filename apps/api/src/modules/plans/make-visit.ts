import type { Deps } from '../../deps';
import type { MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type VisitProblem, visitProblemReason } from '../../i18n/recorded-reasons';
import { listBlockingJobs, listProvidersOffering, listTimeOff, listWeeklyHours } from '../booking';
import { type CardHold, type NewVisit, placeVisit, respondByFor } from '../jobs';
import { visitEnd } from './occurrences';
import { scheduleProblem, visitStatusFor } from './plan-rules';
import { isActiveAt, type PlanRow } from './plans.repository';
import { providerAcceptedPlan } from './plan-visits.repository';

const MINUTE_MS = 60_000;

/**
 * The visit's total held on the plan's card, one gateway key per plan and occurrence: two
 * generators making the same visit get the same authorisation. A refusal (declined, a card no
 * longer there) is null: the visit is still made, and its customer told. An outage throws.
 */
async function authorise(deps: Deps, plan: PlanRow, occurrence: string): Promise<CardHold | null> {
  // Per version too: a visit cancelled by a change or a pause is made again under a new key (its old authorisation was released).
  try {
    return await deps.jobWiring.cardHolds.take(deps, {
      paymentMethod: plan.payment_method_id,
      customer: plan.customer_id,
      amountMinor: plan.total_minor,
      currency: plan.currency,
      idempotencyKey: `plan-visit:${plan.id}:v${plan.version}:${occurrence}`,
    });
  } catch (error) {
    if (error instanceof AppError && error.status < 500) return null;
    throw error;
  }
}

/** Why the plan's provider cannot take [start, end), or null (they can, as far as their week says). */
async function providerProblem(deps: Deps, plan: PlanRow, market: MarketRow, start: Date, end: Date, now: Date): Promise<VisitProblem | null> {
  if (!plan.provider_id) return 'noProvider';
  const serviceIds = plan.services.map((line) => line.serviceId);
  if ((await listProvidersOffering(deps.db, market.id, serviceIds, plan.provider_id)).length === 0) return 'unavailable';
  const buffer = market.travel_buffer_minutes * MINUTE_MS;
  const range = { start: new Date(start.getTime() - buffer), end: new Date(end.getTime() + buffer) };
  const week = {
    weekly: (await listWeeklyHours(deps.db, [plan.provider_id])).map((row) => ({ weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute })),
    timeOff: (await listTimeOff(deps.db, [plan.provider_id], range)).map((row) => ({ start: row.starts_at.getTime(), end: row.ends_at.getTime() })),
    busy: await listBlockingJobs(deps.db, [plan.provider_id], range, { now }),
  };
  return scheduleProblem(week, { start: start.getTime(), end: end.getTime() }, market.time_zone, market.travel_buffer_minutes);
}

/** The visit as the plan snapshotted it, at `start`. */
function visitOf(plan: PlanRow, market: MarketRow, occurrence: { date: string; start: number }, cardHold: CardHold | null, now: Date): NewVisit {
  const start = new Date(occurrence.start);
  const end = new Date(visitEnd(occurrence.start, plan.duration_minutes));
  return {
    planId: plan.id,
    occurrence: occurrence.date,
    marketId: plan.market_id,
    customerId: plan.customer_id,
    providerId: plan.provider_id,
    status: 'requested',
    start,
    end,
    blockedEnd: new Date(end.getTime() + market.travel_buffer_minutes * MINUTE_MS),
    details: {
      address_line1: plan.address_line1,
      address_line2: plan.address_line2,
      address_city: plan.address_city,
      address_postal_code: plan.address_postal_code,
      description_html: plan.description_html,
      access_notes: plan.access_notes,
      size: plan.size,
      contact_name: plan.contact_name,
      contact_email: plan.contact_email,
      contact_phone: plan.contact_phone,
      respond_by: null,
      created_at: now,
      updated_at: now,
    },
    price: {
      currency: plan.currency,
      discountMinor: plan.discount_minor,
      subtotalMinor: plan.subtotal_minor,
      serviceFeeMinor: plan.service_fee_minor,
      taxMinor: plan.tax_minor,
      totalMinor: plan.total_minor,
    },
    policy: { freeCancellationHours: plan.free_cancellation_hours, cancellationFeeBps: plan.cancellation_fee_bps, commissionBps: plan.commission_bps },
    lines: plan.services,
    unassignedReason: null,
    cardHold,
    now,
    // Made from this version of the plan only: a change, pause or end meanwhile stops it.
    stillWanted: (trx) => isActiveAt(trx, plan.id, plan.version),
  };
}

const unassigned = (visit: NewVisit, problem: VisitProblem): NewVisit => ({ ...visit, providerId: null, status: 'unassigned', unassignedReason: visitProblemReason(problem) });

/**
 * One visit of the plan (docs/repeat-business.md): authorised on its card, then made with the
 * plan's provider through the exclusion constraint, or unassigned with the reason when they
 * cannot take it (their week says so, or someone took the time first). True when this call made
 * it; false when another generator had (its authorisation, the same one, stays theirs).
 */
export async function makeVisit(deps: Deps, plan: PlanRow, market: MarketRow, occurrence: { date: string; start: number }): Promise<boolean> {
  const now = deps.now();
  const cardHold = await authorise(deps, plan, occurrence.date);
  const visit = visitOf(plan, market, occurrence, cardHold, now);
  const problem = await providerProblem(deps, plan, market, visit.start, visit.end, now);
  let placed;
  if (problem) {
    placed = await placeVisit(deps, unassigned(visit, problem));
  } else {
    const status = visitStatusFor(await providerAcceptedPlan(deps.db, plan.id, plan.provider_id!));
    const respondBy = status === 'requested' ? respondByFor(market, now, visit.start) : null;
    placed = await placeVisit(deps, { ...visit, status, details: { ...visit.details, respond_by: respondBy } });
    if (placed.outcome === 'provider_taken') placed = await placeVisit(deps, unassigned(visit, 'busy'));
  }
  // Gives back only an authorisation no payment recorded: the same key gave a concurrent generator the same one.
  if (placed.outcome !== 'made' && cardHold) await deps.jobWiring.cardHolds.giveBack(deps, cardHold);
  return placed.outcome === 'made';
}
