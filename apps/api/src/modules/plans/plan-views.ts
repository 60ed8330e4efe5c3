import type { IntlShape } from '@formatjs/intl';
import type { PlanDetail, PlanEveryWeeks, PlanStatus, PlanSummary, PlanVisit } from '@marketplace/contracts';
import type { JobStatus } from '@marketplace/contracts';
import { reasonForReader } from '../../i18n/recorded-reasons';
import { planAbilities } from './plan-rules';
import type { PlanView } from './plans.repository';
import type { VisitRow } from './plan-visits.repository';

/** What a plan's answers add to its row: the next visit and its services' names in the reader's language. */
export interface PlanReading {
  nextVisit: { jobId: string; start: Date } | null;
  /** Translations of the services' names (the plan keeps the English it was made with). */
  names: ReadonlyMap<string, string>;
}

export function toPlanSummary(plan: PlanView, { nextVisit, names }: PlanReading): PlanSummary {
  return {
    id: plan.id,
    marketId: plan.market_id,
    marketName: plan.market_name,
    status: plan.status as PlanStatus,
    everyWeeks: plan.every_weeks as PlanEveryWeeks,
    weekday: plan.weekday,
    localTime: plan.local_time,
    timeZone: plan.time_zone,
    services: plan.services.map((line) => ({ serviceId: line.serviceId, name: names.get(line.serviceId) ?? line.name, unit: line.unit, quantity: line.quantity })),
    providerId: plan.provider_id,
    providerName: plan.provider_name,
    nextVisit: nextVisit && { jobId: nextVisit.jobId, start: nextVisit.start.toISOString() },
    visitTotalMinor: plan.total_minor,
    currency: plan.currency,
    discountBps: plan.discount_bps,
    createdAt: plan.created_at.toISOString(),
  };
}

/** What a visit's timeline says about it (plan-visits.repository.ts `listVisitFlags`). */
export interface VisitFlags {
  skipped: boolean;
  moved: boolean;
  unassignedReason: string | null;
}

/** One visit as the plan's page shows it; why it has no provider in the reader's words. */
export function toPlanVisit(row: VisitRow, flags: VisitFlags | undefined, intl: IntlShape<string>): PlanVisit {
  const status = row.status as JobStatus;
  return {
    jobId: row.id,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    status,
    providerName: row.provider_name,
    skipped: status === 'cancelled' && (flags?.skipped ?? false),
    moved: flags?.moved ?? false,
    unassignedReason: status === 'unassigned' && flags?.unassignedReason ? reasonForReader(intl, flags.unassignedReason).slice(0, 500) : null,
  };
}

export function toPlanDetail(plan: PlanView, reading: PlanReading, visits: PlanVisit[]): PlanDetail {
  const summary = toPlanSummary(plan, reading);
  return {
    ...summary,
    area: { postalCode: plan.address_postal_code, city: plan.address_city },
    address: { line1: plan.address_line1, ...(plan.address_line2 ? { line2: plan.address_line2 } : {}), city: plan.address_city, postalCode: plan.address_postal_code },
    descriptionHtml: plan.description_html,
    price: {
      currency: plan.currency,
      lines: plan.services.map((line) => ({ ...line, name: reading.names.get(line.serviceId) ?? line.name })),
      discountMinor: plan.discount_minor,
      subtotalMinor: plan.subtotal_minor,
      serviceFeeMinor: plan.service_fee_minor,
      taxMinor: plan.tax_minor,
      totalMinor: plan.total_minor,
    },
    card: plan.card_brand && plan.card_last4 ? { brand: plan.card_brand.slice(0, 20), last4: plan.card_last4 } : null,
    policy: { freeCancellationHours: plan.free_cancellation_hours, cancellationFeeBps: plan.cancellation_fee_bps },
    visits,
    pausedAt: plan.paused_at?.toISOString() ?? null,
    endedAt: plan.ended_at?.toISOString() ?? null,
    can: planAbilities(summary.status),
  };
}
