import type { IntlShape } from '@formatjs/intl';
import type { JobDetail, JobEvent, JobPlanRef, JobStatus, JobSummary, ProviderCard } from '@marketplace/contracts';
import { defineMessages } from '@marketplace/contracts/messages';
import { reasonForReader } from '../../i18n/recorded-reasons';
import type { JobRow } from '../../db/schema';
import type { listJobServices } from '../booking';
import type { findReview, listJobEvents } from './jobs.repository';

type ServiceRow = Awaited<ReturnType<typeof listJobServices>>[number];
type EventRow = Awaited<ReturnType<typeof listJobEvents>>[number];
type ReviewRow = NonNullable<Awaited<ReturnType<typeof findReview>>>;

export interface JobContext {
  marketName: string;
  timeZone: string;
  providerName: string | null;
}

/** A job row as read with its plan's rhythm (`plan_every_weeks`, joined from `plans`; absent or null: a one-off job). */
export type JobRowWithPlan = JobRow & { plan_every_weeks?: number | null };

/** The plan a job is a visit of (docs/repeat-business.md), or null. */
export const planRefOf = (row: JobRowWithPlan): JobPlanRef | null =>
  row.plan_id && row.plan_every_weeks ? { id: row.plan_id, everyWeeks: row.plan_every_weeks as JobPlanRef['everyWeeks'] } : null;

export function toJobSummary(row: JobRowWithPlan, context: JobContext, services: ServiceRow[]): JobSummary {
  return {
    id: row.id,
    marketId: row.market_id,
    marketName: context.marketName,
    status: row.status as JobStatus,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    timeZone: context.timeZone,
    services: services.map((service) => ({ serviceId: service.service_id, name: service.name, unit: service.unit, quantity: service.quantity })),
    providerName: context.providerName,
    totalMinor: row.total_minor,
    currency: row.currency,
    plan: planRefOf(row),
  };
}

const words = defineMessages({
  formerUser: { id: 'api.job.timeline.former-user', defaultMessage: 'A former user' },
});

/**
 * A timeline entry in the reader's language (`intl`): the system acts as Handyhub (the brand's
 * name in every language); a deleted account is "A former user"; a reason or provider name the
 * API recorded is worded (i18n/recorded-reasons.ts), a person's reason shown as written.
 */
export function toJobEvent(intl: IntlShape<string>, row: EventRow): JobEvent {
  return {
    at: row.at.toISOString(),
    actor: { role: row.actor_role, name: row.actor_role === 'system' ? 'Handyhub' : (row.actor_name ?? intl.formatMessage(words.formerUser)) },
    from: row.from_status,
    to: row.to_status,
    reason: reasonForReader(intl, row.reason),
    // Only the new provider's public name: never who had it before, nor a fee decision.
    ...(row.changes?.provider?.after ? { assignedTo: reasonForReader(intl, row.changes.provider.after.name) } : {}),
  };
}

export interface JobDetailParts {
  row: JobRowWithPlan;
  context: JobContext;
  services: ServiceRow[];
  events: EventRow[];
  review: ReviewRow | undefined;
  provider: ProviderCard | null;
  can: JobDetail['can'];
  /** The reader's words (the timeline's fallbacks and recorded reasons). */
  intl: IntlShape<string>;
}

/** Postal code and city: where the job is, roughly (the street is not part of it). */
export const areaOf = (row: Pick<JobRow, 'address_postal_code' | 'address_city'>) => ({ postalCode: row.address_postal_code ?? '', city: row.address_city ?? '' });

/** A job's detail with its street address and contact, for whoever may see them (`canSeeJobContact`). */
export type FullJobDetail = JobDetail & { address: NonNullable<JobDetail['address']>; contact: NonNullable<JobDetail['contact']> };

/** The detail for a viewer who may not see the street and the contact: the area stays. */
export const withoutContact = (detail: JobDetail): JobDetail => ({ ...detail, address: null, contact: null });

export function toJobDetail({ row, context, services, events, review, provider, can, intl }: JobDetailParts): FullJobDetail {
  return {
    ...toJobSummary(row, context, services),
    provider,
    area: areaOf(row),
    address: {
      line1: row.address_line1 ?? '',
      ...(row.address_line2 ? { line2: row.address_line2 } : {}),
      city: row.address_city ?? '',
      postalCode: row.address_postal_code ?? '',
    },
    descriptionHtml: row.description_html ?? '',
    accessNotes: row.access_notes,
    size: row.size ?? 'medium',
    contact: { name: row.contact_name ?? '', email: row.contact_email ?? '', phone: row.contact_phone ?? '' },
    price: {
      currency: row.currency,
      lines: services.map((service) => ({
        serviceId: service.service_id,
        name: service.name,
        unit: service.unit,
        quantity: service.quantity,
        unitPriceMinor: service.unit_price_minor,
        amountMinor: service.amount_minor,
      })),
      // A plan's visit: its discount on the lines (the subtotal is after it).
      ...(row.discount_minor > 0 ? { discountMinor: row.discount_minor } : {}),
      subtotalMinor: row.subtotal_minor,
      serviceFeeMinor: row.service_fee_minor,
      taxMinor: row.tax_minor,
      totalMinor: row.total_minor,
    },
    policy: {
      freeCancellationHours: row.free_cancellation_hours,
      cancellationFeeBps: row.cancellation_fee_bps,
      freeCancellationUntil: row.free_cancellation_until.toISOString(),
    },
    timeline: events.map((event) => toJobEvent(intl, event)),
    review: review ? { rating: review.rating, comment: review.comment, createdAt: review.created_at.toISOString() } : null,
    can,
  };
}
