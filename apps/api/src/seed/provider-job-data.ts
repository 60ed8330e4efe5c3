import { DateTime } from 'luxon';
import type { Insertable } from 'kysely';
import type { MarketsTable } from '../db/schema';
import { policyOf } from '../modules/booking';
import { demoAccount } from './demo-accounts';
import { type DemoJobSeed, pricedSlot, weekdayAt } from './job-data';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;

/** Customers of the demo provider's other jobs (they can log in with the demo password too). */
export const providerCustomers = [
  { email: 'alex.rivera@example.com', name: 'Alex Rivera', phone: '+1 212 555 0161', address: { line1: '45 West 10th Street', line2: null, city: 'Manhattan', postalCode: '10011' } },
  { email: 'grace.lee@example.com', name: 'Grace Lee', phone: '+1 718 555 0177', address: { line1: '88 Court Street', line2: 'Floor 3', city: 'Brooklyn', postalCode: '11201' } },
  { email: 'omar.haddad@example.com', name: 'Omar Haddad', phone: '+1 718 555 0193', address: { line1: '31-10 Thomson Avenue', line2: null, city: 'Long Island City', postalCode: '11101' } },
] as const;

type Customer = (typeof providerCustomers)[number];

/**
 * The demo provider's working week, relative to the seed time in the market's zone (Maria works
 * weekdays 8–17): two requests waiting (one with 20 minutes left to answer), two accepted jobs
 * in the next three weekdays, one in progress now, three completed and rated. The jobs that
 * block the provider's time fall on distinct days and hours, apart from each other and from
 * the demo customer's (which are more than five days away).
 */
export function providerJobSeeds(market: Omit<Insertable<MarketsTable>, 'created_at'>, now: Date): DemoJobSeed[] {
  const local = DateTime.fromJSDate(now, { zone: market.time_zone });
  // The nth weekday after (or before) today: distinct days, whatever today is.
  const at = (nth: number, hour: number, minute = 0) => {
    let day = local.startOf('day');
    for (let left = Math.abs(nth); left > 0; ) {
      day = day.plus({ days: Math.sign(nth) });
      if (day.weekday <= 5) left -= 1;
    }
    return weekdayAt(day, hour, 1, minute);
  };
  const ago = (minutes: number) => new Date(now.getTime() - minutes * MINUTE_MS);
  const seed = (customer: Customer, services: DemoJobSeed['services'], start: DateTime, rest: Pick<DemoJobSeed, 'status' | 'createdAt' | 'events'> & Partial<DemoJobSeed>): DemoJobSeed => ({
    marketId: market.id,
    customerEmail: customer.email,
    providerEmail: demoAccount('provider').email,
    policy: policyOf(market),
    address: customer.address,
    contact: { name: customer.name, email: customer.email, phone: customer.phone },
    descriptionHtml: '<p>Weekly clean: kitchen, bathroom and <strong>floors</strong>.</p>',
    accessNotes: null,
    size: 'medium',
    ...pricedSlot(market, services, start),
    ...rest,
  });
  const requested = (placed: Date) => [{ at: placed, actor: 'customer' as const, from: null, to: 'requested' as const }];
  const accepted = (placed: Date) => [...requested(placed), { at: new Date(placed.getTime() + HOUR_MS), actor: 'provider' as const, from: 'requested' as const, to: 'confirmed' as const }];
  const done = (placed: Date, start: Date, end: Date) => [
    ...accepted(placed),
    { at: start, actor: 'provider' as const, from: 'confirmed' as const, to: 'in_progress' as const },
    { at: end, actor: 'provider' as const, from: 'in_progress' as const, to: 'completed' as const },
  ];
  const [alex, grace, omar] = providerCustomers;
  const completed = (customer: Customer, days: number, hour: number, minute: number, review: { rating: number; comment: string }) => {
    const slot = pricedSlot(market, [{ serviceId: 'home-cleaning', quantity: 1 }], at(days, hour, minute));
    const placed = new Date(slot.start.getTime() - 5 * 24 * HOUR_MS);
    return seed(customer, slot.services, at(days, hour, minute), { status: 'completed', createdAt: placed, events: done(placed, slot.start, slot.end), review: { ...review, at: new Date(slot.end.getTime() + 3 * HOUR_MS) } });
  };
  const inProgressStart = DateTime.fromJSDate(ago(30), { zone: market.time_zone });
  return [
    seed(alex, [{ serviceId: 'home-cleaning', quantity: 1 }], at(2, 8), {
      status: 'requested', createdAt: ago(100), events: requested(ago(100)), respondBy: new Date(now.getTime() + 20 * MINUTE_MS),
      descriptionHtml: '<p>Move-out clean of a studio: <em>oven</em> and fridge included.</p>', accessNotes: 'Keys with the doorman.', size: 'small',
    }),
    seed(grace, [{ serviceId: 'window-cleaning', quantity: 1 }], at(3, 13), {
      status: 'requested', createdAt: ago(40), events: requested(ago(40)), respondBy: new Date(now.getTime() + 80 * MINUTE_MS),
      descriptionHtml: '<p>Six windows facing the street, two of them <strong>bay windows</strong>.</p>', size: 'large',
    }),
    seed(omar, [{ serviceId: 'home-cleaning', quantity: 1 }], at(1, 14, 30), { status: 'confirmed', createdAt: ago(26 * 60), events: accepted(ago(26 * 60)) }),
    seed(alex, [{ serviceId: 'home-cleaning', quantity: 1 }], at(3, 16), { status: 'confirmed', createdAt: ago(50 * 60), events: accepted(ago(50 * 60)), accessNotes: 'Ring twice; the dog is friendly.' }),
    seed(grace, [{ serviceId: 'home-cleaning', quantity: 2 }], inProgressStart, {
      status: 'in_progress', createdAt: ago(3 * 24 * 60),
      events: [...accepted(ago(3 * 24 * 60)), { at: ago(30), actor: 'provider', from: 'confirmed', to: 'in_progress' }],
    }),
    completed(omar, -1, 13, 0, { rating: 5, comment: 'Spotless kitchen, on time and friendly.' }),
    completed(alex, -2, 14, 30, { rating: 4, comment: 'Very thorough. Arrived ten minutes late but called ahead.' }),
    completed(grace, -4, 16, 0, { rating: 5, comment: 'Best clean we have had. Booking again!' }),
  ];
}
