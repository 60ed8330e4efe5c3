import type { Insertable, Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, MarketsTable, StoredPlanLine } from '../db/schema';
import { type Deps, jobWiring } from '../deps';
import { policyOf, priceSelection } from '../modules/booking';
import { createTestGateway } from '../modules/payments';
import { generateAllPlanVisits } from '../modules/plans';
import type { JobQueue } from '../modules/queue';
import { demoAccount } from './demo-accounts';
import { catalogue, type DemoJobSeed, demoCustomerHome, pricedSlot } from './job-data';

const HOUR_MS = 3_600_000;
const THURSDAY = 4;
const cleaning = [{ serviceId: 'home-cleaning', quantity: 2 }];

/**
 * The first visit of the demo customer's plan (docs/repeat-business.md): fortnightly home
 * cleaning with the demo provider on Thursdays at 15:00 in New York, booked two days before the
 * seed and accepted, on the first Thursday at least eight days ahead: clear of the provider's
 * seeded week (the next three weekdays), next week's day off and the customer's own next job.
 */
export function demoPlanVisitSeed(market: Omit<Insertable<MarketsTable>, 'created_at'>, now: Date): DemoJobSeed {
  let day = DateTime.fromJSDate(now, { zone: market.time_zone }).plus({ days: 8 }).startOf('day');
  while (day.weekday !== THURSDAY) day = day.plus({ days: 1 });
  // The end of her working day: clear of the morning jobs tests put in her week.
  const slot = pricedSlot(market, cleaning, day.set({ hour: 15 }));
  const fees = { currency: market.currency, serviceFeeBps: market.service_fee_bps, taxBps: market.tax_bps, planDiscountBps: market.plan_discount_bps ?? 0 };
  const booked = new Date(now.getTime() - 2 * 24 * HOUR_MS);
  const customer = demoAccount('customer');
  return {
    ...slot,
    price: priceSelection(cleaning, catalogue(market.id), fees),
    marketId: market.id,
    customerEmail: customer.email,
    providerEmail: demoAccount('provider').email,
    status: 'confirmed',
    createdAt: booked,
    policy: policyOf(market),
    address: demoCustomerHome.address,
    contact: { name: customer.name, email: customer.email, phone: demoCustomerHome.phone },
    descriptionHtml: '<p>Every other week: kitchen, bathroom and <strong>floors</strong>; change the bed linen.</p>',
    accessNotes: 'Buzz 4B; the lift is on the left.',
    size: 'medium',
    events: [
      { at: booked, actor: 'customer', from: null, to: 'requested' },
      { at: new Date(booked.getTime() + HOUR_MS), actor: 'provider', from: 'requested', to: 'confirmed' },
    ],
  };
}

/** The plan the first visit (already inserted) started, as `POST /api/jobs` with `repeat` makes it; the visit is linked to it. */
export async function insertDemoPlan(db: Kysely<Database>, visit: DemoJobSeed, market: Omit<Insertable<MarketsTable>, 'created_at'>, userIds: Map<string, string>): Promise<void> {
  const customerId = userIds.get(visit.customerEmail)!;
  const job = await db.selectFrom('jobs').selectAll().where('customer_id', '=', customerId).where('start_at', '=', visit.start).executeTakeFirstOrThrow();
  const local = DateTime.fromJSDate(visit.start, { zone: market.time_zone });
  const lines: StoredPlanLine[] = visit.price.lines.map(({ serviceId, name, unit, quantity, unitPriceMinor, amountMinor }) => ({ serviceId, name, unit, quantity, unitPriceMinor, amountMinor }));
  const { id } = await db
    .insertInto('plans')
    .values({
      customer_id: customerId,
      market_id: job.market_id,
      provider_id: job.provider_id,
      every_weeks: 2,
      anchor_date: local.toISODate()!,
      weekday: local.weekday,
      local_time: local.toFormat('HH:mm'),
      duration_minutes: (job.end_at.getTime() - job.start_at.getTime()) / 60_000,
      services: JSON.stringify(lines),
      address_line1: visit.address.line1,
      address_line2: visit.address.line2,
      address_city: visit.address.city,
      address_postal_code: visit.address.postalCode,
      description_html: visit.descriptionHtml,
      access_notes: visit.accessNotes,
      size: visit.size,
      contact_name: visit.contact.name,
      contact_email: visit.contact.email,
      contact_phone: visit.contact.phone,
      currency: job.currency,
      discount_bps: market.plan_discount_bps ?? 0,
      discount_minor: job.discount_minor,
      subtotal_minor: job.subtotal_minor,
      service_fee_minor: job.service_fee_minor,
      tax_minor: job.tax_minor,
      total_minor: job.total_minor,
      commission_bps: job.commission_bps,
      free_cancellation_hours: job.free_cancellation_hours,
      cancellation_fee_bps: job.cancellation_fee_bps,
      payment_method_id: 'pm_card_visa',
      card_brand: 'Visa',
      card_last4: '4242',
      created_at: visit.createdAt,
      updated_at: visit.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db.updateTable('jobs').set({ plan_id: id, plan_occurrence: local.toISODate()! }).where('id', '=', job.id).execute();
}

/** Messages the seed's visits would queue wait as pending in the outbox; the minute sweep sends them (docs/notifications.md). */
const noQueue: JobQueue = { send: async () => undefined };

/**
 * The demo plan's other visits, made by the plans' own generator as the queue makes them (after
 * the seed's money, through the same gateway and ledger): the window's fortnightly Thursdays,
 * each authorised on the plan's card and confirmed, as its provider accepted the first.
 */
export async function seedPlanVisits(db: Kysely<Database>, now: Date): Promise<number> {
  const deps = { db, now: () => now, gateway: createTestGateway(db), queue: noQueue, jobWiring } as Pick<Deps, 'db' | 'now' | 'gateway' | 'queue' | 'jobWiring'>;
  // The generator reads no more of the outside world than these (no config, mailer or clock but `now`).
  return generateAllPlanVisits(deps as Deps);
}
