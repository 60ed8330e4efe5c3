import type { Kysely } from 'kysely';
import type { Database, JobRow, StoredPlanLine } from '../../db/schema';
import { listJobServices } from '../booking';
import { localMoment } from './occurrences';
import { insertPlan, linkVisit } from './plans.repository';

const MINUTE_MS = 60_000;

/** What a plan adds to its first visit: its rhythm, the market's zone and discount, the card. */
export interface PlanTerms {
  everyWeeks: number;
  timeZone: string;
  discountBps: number;
  paymentMethod: string;
  card: { brand: string; last4: string } | null;
}

/**
 * The plan its first visit starts (docs/repeat-business.md): everything its visits are made of,
 * as that visit has it (its price already has the plan's discount), and its local weekday and
 * time in the market's zone; the visit is linked to it, standing for its own date. The plan's id.
 */
export async function insertPlanOf(db: Kysely<Database>, job: JobRow, terms: PlanTerms): Promise<string> {
  const lines: StoredPlanLine[] = (await listJobServices(db, [job.id], 'en')).map((line) => ({
    serviceId: line.service_id,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unitPriceMinor: line.unit_price_minor,
    amountMinor: line.amount_minor,
  }));
  const moment = localMoment(terms.timeZone, job.start_at.getTime());
  const plan = await insertPlan(db, {
    customer_id: job.customer_id,
    market_id: job.market_id,
    provider_id: job.provider_id,
    every_weeks: terms.everyWeeks,
    anchor_date: moment.date,
    weekday: moment.weekday,
    local_time: moment.localTime,
    duration_minutes: (job.end_at.getTime() - job.start_at.getTime()) / MINUTE_MS,
    services: JSON.stringify(lines),
    address_line1: job.address_line1 ?? '',
    address_line2: job.address_line2,
    address_city: job.address_city ?? '',
    address_postal_code: job.address_postal_code ?? '',
    description_html: job.description_html ?? '',
    access_notes: job.access_notes,
    size: job.size ?? 'medium',
    contact_name: job.contact_name ?? '',
    contact_email: job.contact_email ?? '',
    contact_phone: job.contact_phone ?? '',
    currency: job.currency,
    discount_bps: terms.discountBps,
    discount_minor: job.discount_minor,
    subtotal_minor: job.subtotal_minor,
    service_fee_minor: job.service_fee_minor,
    tax_minor: job.tax_minor,
    total_minor: job.total_minor,
    commission_bps: job.commission_bps,
    free_cancellation_hours: job.free_cancellation_hours,
    cancellation_fee_bps: job.cancellation_fee_bps,
    payment_method_id: terms.paymentMethod,
    card_brand: terms.card?.brand ?? null,
    card_last4: terms.card?.last4 ?? null,
    created_at: job.created_at,
    updated_at: job.created_at,
  });
  await linkVisit(db, job.id, plan.id, moment.date);
  return plan.id;
}
