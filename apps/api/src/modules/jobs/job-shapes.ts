import type { JobDetail, JobEvent, JobStatus, JobSummary, ProviderCard } from '@marketplace/contracts';
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

export function toJobSummary(row: JobRow, context: JobContext, services: ServiceRow[]): JobSummary {
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
  };
}

export function toJobEvent(row: EventRow): JobEvent {
  return {
    at: row.at.toISOString(),
    actor: { role: row.actor_role, name: row.actor_role === 'system' ? 'Handyhub' : (row.actor_name ?? 'A former user') },
    from: row.from_status,
    to: row.to_status,
    reason: row.reason,
    // Only the new provider's public name: never who had it before, nor a fee decision.
    ...(row.changes?.provider?.after ? { assignedTo: row.changes.provider.after.name } : {}),
  };
}

export interface JobDetailParts {
  row: JobRow;
  context: JobContext;
  services: ServiceRow[];
  events: EventRow[];
  review: ReviewRow | undefined;
  provider: ProviderCard | null;
  can: JobDetail['can'];
}

/** Postal code and city: where the job is, roughly (the street is not part of it). */
export const areaOf = (row: Pick<JobRow, 'address_postal_code' | 'address_city'>) => ({ postalCode: row.address_postal_code ?? '', city: row.address_city ?? '' });

/** A job's detail with its street address and contact, for whoever may see them (`canSeeJobContact`). */
export type FullJobDetail = JobDetail & { address: NonNullable<JobDetail['address']>; contact: NonNullable<JobDetail['contact']> };

/** The detail for a viewer who may not see the street and the contact: the area stays. */
export const withoutContact = (detail: JobDetail): JobDetail => ({ ...detail, address: null, contact: null });

export function toJobDetail({ row, context, services, events, review, provider, can }: JobDetailParts): FullJobDetail {
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
    timeline: events.map(toJobEvent),
    review: review ? { rating: review.rating, comment: review.comment, createdAt: review.created_at.toISOString() } : null,
    can,
  };
}
