import { MAX_OPEN_PLANS } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow, StoredPlanLine } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { listJobServices } from '../booking';
import { findJobRow, type JobFactHandler, type PlanRequest } from '../jobs';
import { findMarketRow } from '../markets';
import { notify } from '../notifications';
import { generateSoon } from './generate-visits';
import { localMoment } from './occurrences';
import { plansMessages as m } from './plans-messages';
import { countOpenPlans, insertPlan, linkVisit, lockCustomer } from './plans.repository';

const MINUTE_MS = 60_000;
const tooMany = () => AppError.conflict({ ...m.tooMany, values: { max: MAX_OPEN_PLANS } });

/**
 * Makes the plan in the booking's transaction (docs/repeat-business.md): everything its visits
 * are made of, as the first visit has it (its price already has the plan's discount), and its
 * local weekday and time in the market's zone. The first visit stands for its own date. Counted
 * under a lock of the customer's row, so two bookings at once cannot pass the limit together.
 */
async function makePlan(deps: Deps, trx: Kysely<Database>, job: JobRow, repeat: PlanRequest, card: { brand: string; last4: string } | null): Promise<string> {
  await lockCustomer(trx, job.customer_id);
  if ((await countOpenPlans(trx, job.customer_id)) >= MAX_OPEN_PLANS) throw tooMany();
  const market = await findMarketRow(trx, job.market_id);
  if (!market) throw new Error(`No market ${job.market_id}`);
  const lines: StoredPlanLine[] = (await listJobServices(trx, [job.id], 'en')).map((line) => ({
    serviceId: line.service_id,
    name: line.name,
    unit: line.unit,
    quantity: line.quantity,
    unitPriceMinor: line.unit_price_minor,
    amountMinor: line.amount_minor,
  }));
  const moment = localMoment(market.time_zone, job.start_at.getTime());
  const plan = await insertPlan(trx, {
    customer_id: job.customer_id,
    market_id: job.market_id,
    provider_id: job.provider_id,
    every_weeks: repeat.everyWeeks,
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
    discount_bps: market.plan_discount_bps,
    discount_minor: job.discount_minor,
    subtotal_minor: job.subtotal_minor,
    service_fee_minor: job.service_fee_minor,
    tax_minor: job.tax_minor,
    total_minor: job.total_minor,
    commission_bps: job.commission_bps,
    free_cancellation_hours: job.free_cancellation_hours,
    cancellation_fee_bps: job.cancellation_fee_bps,
    payment_method_id: repeat.paymentMethod,
    card_brand: card?.brand ?? null,
    card_last4: card?.last4 ?? null,
    created_at: job.created_at,
    updated_at: job.created_at,
  });
  await linkVisit(trx, job.id, plan.id, moment.date);
  await notify(deps, trx, { event: 'plan_created', jobId: job.id, key: `plan-created:${plan.id}`, actorUserId: job.customer_id });
  // The visits of the window: made right after the booking commits; the queue's message is the fallback.
  await deps.queue.send(trx, 'plan-visits', { planId: plan.id });
  return plan.id;
}

/**
 * A booking with `repeat` starts a plan (registered in deps.ts with the job lifecycle's other
 * handlers): refused before the card is held when the customer has too many plans going, made in
 * the booking's transaction, and its visits generated once that committed.
 */
export const plansOnJobFacts: JobFactHandler = {
  async beforeBooking(deps, booking) {
    if (booking.repeat && (await countOpenPlans(deps.db, booking.customerId)) >= MAX_OPEN_PLANS) throw tooMany();
  },
  async inTransaction(deps, trx, fact) {
    if (fact.kind === 'job.booked' && fact.repeat) await makePlan(deps, trx, fact.job, fact.repeat, fact.cardHold?.card ?? null);
  },
  async afterCommit(deps, fact) {
    if (fact.kind !== 'job.booked' || !fact.repeat) return;
    const planId = (await findJobRow(deps.db, fact.job.id))?.plan_id;
    if (planId) await generateSoon(deps, planId);
  },
};
