import { DateTime } from 'luxon';
import type { JobStatus } from '@marketplace/contracts';
import type { Insertable } from 'kysely';
import type { MarketsTable } from '../db/schema';
import { priceSelection, type PricedService } from '../modules/booking';
import { demoAccount } from './demo-accounts';
import { marketPrices, serviceSeeds } from './service-data';
import { policyOf } from '../modules/booking';

type Actor = 'customer' | 'provider';

export interface DemoJobSeed {
  marketId: string;
  customerEmail: string;
  providerEmail: string;
  status: JobStatus;
  start: Date;
  end: Date;
  blockedEnd: Date;
  createdAt: Date;
  services: Array<{ serviceId: string; quantity: number }>;
  price: ReturnType<typeof priceSelection>;
  policy: { freeCancellationHours: number; cancellationFeeBps: number };
  address: { line1: string; line2: string | null; city: string; postalCode: string };
  descriptionHtml: string;
  accessNotes: string | null;
  size: 'small' | 'medium' | 'large';
  contact: { name: string; email: string; phone: string };
  events: Array<{ at: Date; actor: Actor; from: JobStatus | null; to: JobStatus }>;
  /** Requests only: when the provider's time to answer ends. */
  respondBy?: Date;
  /** Completed jobs the customer rated. */
  review?: { rating: number; comment: string; at: Date };
}

const HOUR_MS = 3_600_000;

/** The first weekday (Mon–Fri) on or after/before `date`, at `hour` o'clock in its zone. */
export function weekdayAt(date: DateTime, hour: number, direction: 1 | -1, minute = 0): DateTime {
  let day = date.startOf('day');
  while (day.weekday > 5) day = day.plus({ days: direction });
  return day.set({ hour, minute });
}

export function catalogue(marketId: string): Map<string, PricedService> {
  const prices = marketPrices[marketId]!;
  return new Map(
    serviceSeeds.map((service) => [
      service.id,
      { id: service.id, name: service.name, unit: service.unit, defaultDurationMinutes: service.default_duration_minutes, priceMinor: prices[service.id]! },
    ]),
  );
}

type SeedMarket = Omit<Insertable<MarketsTable>, 'created_at'>;

/** The services priced in the market, from `start` for as long as they take (and the travel buffer after). */
export function pricedSlot(market: SeedMarket, services: DemoJobSeed['services'], start: DateTime) {
  const fees = { currency: market.currency, serviceFeeBps: market.service_fee_bps, taxBps: market.tax_bps };
  const price = priceSelection(services, catalogue(market.id), fees);
  const end = start.plus({ minutes: price.durationMinutes }).toJSDate();
  return { services, price, start: start.toJSDate(), end, blockedEnd: new Date(end.getTime() + market.travel_buffer_minutes * 60_000) };
}

/** Where the demo customer lives in New York, and their phone: their jobs' (and their plan's) address and contact. */
export const demoCustomerHome = { address: { line1: '120 Atlantic Avenue', line2: 'Apartment 4B', city: 'Brooklyn', postalCode: '11201' }, phone: '+1 718 555 0142' };

/**
 * The demo customer's jobs in New York with the demo provider (Maria Alvarez works weekdays
 * 8–17), relative to the seed time: one completed last week, not yet rated (so feedback can be
 * tried), and one confirmed next week, outside the free-cancellation window (so cancelling and
 * rescheduling can be tried).
 */
export function demoJobSeeds(market: SeedMarket, now: Date): DemoJobSeed[] {
  const zone = market.time_zone;
  const local = DateTime.fromJSDate(now, { zone });
  const customer = demoAccount('customer');
  const base = {
    marketId: market.id,
    customerEmail: customer.email,
    providerEmail: demoAccount('provider').email,
    policy: policyOf(market),
    address: demoCustomerHome.address,
    contact: { name: customer.name, email: customer.email, phone: demoCustomerHome.phone },
  };
  const job = (services: DemoJobSeed['services'], start: DateTime) => pricedSlot(market, services, start);

  const past = job([{ serviceId: 'home-cleaning', quantity: 3 }], weekdayAt(local.minus({ days: 8 }), 9, -1));
  const pastBooked = new Date(past.start.getTime() - 6 * 24 * HOUR_MS);
  const next = job([{ serviceId: 'window-cleaning', quantity: 1 }], weekdayAt(local.plus({ days: 6 }), 10, 1));
  const nextBooked = new Date(now.getTime() - 2 * 24 * HOUR_MS);
  return [
    {
      ...base,
      ...past,
      status: 'completed',
      createdAt: pastBooked,
      descriptionHtml: '<p>Regular clean of a <strong>two-bedroom</strong> flat:</p><ul><li>kitchen and bathroom</li><li>floors throughout</li></ul>',
      accessNotes: 'Buzz 4B; the lift is on the left.',
      size: 'medium',
      events: [
        { at: pastBooked, actor: 'customer', from: null, to: 'requested' },
        { at: new Date(pastBooked.getTime() + 3 * HOUR_MS), actor: 'provider', from: 'requested', to: 'confirmed' },
        { at: past.start, actor: 'provider', from: 'confirmed', to: 'in_progress' },
        { at: past.end, actor: 'provider', from: 'in_progress', to: 'completed' },
      ],
    },
    {
      ...base,
      ...next,
      status: 'confirmed',
      createdAt: nextBooked,
      descriptionHtml: '<p>Inside and outside of <em>eight</em> windows, including the <strong>bay window</strong> in the living room.</p>',
      accessNotes: null,
      size: 'small',
      events: [
        { at: nextBooked, actor: 'customer', from: null, to: 'requested' },
        { at: new Date(nextBooked.getTime() + 2 * HOUR_MS), actor: 'provider', from: 'requested', to: 'confirmed' },
      ],
    },
  ];
}
