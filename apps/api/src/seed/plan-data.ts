import type { Insertable, Kysely } from 'kysely';
import { DateTime } from 'luxon';
import type { Database, MarketsTable } from '../db/schema';
import { type Deps, jobWiring } from '../deps';
import { policyOf, priceSelection } from '../modules/booking';
import { createTestGateway } from '../modules/payments';
import { generateAllPlanVisits, insertPlanOf } from '../modules/plans';
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

/** The plan the first visit (already inserted) started, as `POST /api/jobs` with `repeat` makes it: from that visit, which it is linked to. */
export async function insertDemoPlan(db: Kysely<Database>, visit: DemoJobSeed, market: Omit<Insertable<MarketsTable>, 'created_at'>, userIds: Map<string, string>): Promise<void> {
  const customerId = userIds.get(visit.customerEmail)!;
  const job = await db.selectFrom('jobs').selectAll().where('customer_id', '=', customerId).where('start_at', '=', visit.start).executeTakeFirstOrThrow();
  const terms = { everyWeeks: 2, timeZone: market.time_zone, discountBps: market.plan_discount_bps ?? 0, paymentMethod: 'pm_card_visa', card: { brand: 'Visa', last4: '4242' } };
  await insertPlanOf(db, job, terms);
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
