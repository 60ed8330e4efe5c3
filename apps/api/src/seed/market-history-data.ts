import { DateTime } from 'luxon';
import type { JobStatus } from '@marketplace/contracts';
import { policyOf, applyBasisPoints, freeCancellationDeadline } from '../modules/booking';
import { TIMEOUT_REASON } from '../modules/jobs';
import { type DemoJobSeed, pricedSlot } from './job-data';
import { random } from './provider-data';
import { customerCancelReasons, declineReasons, descriptions, managerCancelReasons, pastStories, preferredHours, providerCancelReasons, ratings, reviewComments, serviceMix, weekdayWeight } from './market-history-mix';
import type { HistoryActorRole, HistoryEvent, HistoryJobSeed, Story, HistoryProvider, HistoryCustomer, HistoryMarketPlan } from './market-history-types';

/**
 * A market's recent past for its manager's screens (docs/market.md, "Demo data"): six weeks of
 * jobs in every status, with timelines whose answer delays, weekly rhythm and growth look real,
 * plus what waits now (unassigned jobs, requests about to run out). Pure and deterministic for a
 * given `now`: the same seeded pseudo-random sequence every time.
 */

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
const DAY_MS = 24 * HOUR_MS;
export const HISTORY_WEEKS = 6;

export function historyJobSeeds(plan: HistoryMarketPlan, now: Date): HistoryJobSeed[] {
  const next = random(`market-history:${plan.market.id}`);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!;
  const weighted = <T>(items: ReadonlyArray<readonly [T, number]>): T => {
    let left = next() * items.reduce((sum, [, weight]) => sum + weight, 0);
    for (const [item, weight] of items) if ((left -= weight) < 0) return item;
    return items.at(-1)![0];
  };
  const between = (min: number, max: number) => min + next() * (max - min);
  // Regulars book more: customer i is chosen with weight 1 / (i + 1).
  const customerWeights = plan.customers.map((customer, index) => [customer, 1 / (index + 1)] as const);

  const { market } = plan;
  const zone = market.time_zone;
  const window = market.response_window_minutes * MINUTE_MS;
  const buffer = market.travel_buffer_minutes * MINUTE_MS;
  const today = DateTime.fromJSDate(now, { zone }).startOf('day');
  /** Each provider's taken times (with the travel buffer), so nobody works two jobs at once. */
  const taken = new Map<string, Array<[number, number]>>();
  const isFree = (email: string, start: number, end: number) => !(taken.get(email) ?? []).some(([from, to]) => start < to && from < end);
  const take = (email: string, start: number, end: number) => taken.set(email, [...(taken.get(email) ?? []), [start, end]]);
  /** Whether the job falls inside the provider's weekly hours. */
  const works = (provider: HistoryProvider, start: number, end: number) => {
    const local = DateTime.fromMillis(start, { zone });
    const from = local.hour * 60 + local.minute;
    const to = from + (end - start) / MINUTE_MS;
    return provider.hours.some(([weekday, open, close]) => weekday === local.weekday && open <= from && to <= close);
  };

  /** The instant of a wall-clock minute of a day in the market's zone (memoised: luxon is the slow part). */
  const instants = new Map<string, number>();
  const instantOf = (day: DateTime, minute: number) => {
    const key = `${day.toISODate()}:${minute}`;
    let instant = instants.get(key);
    if (instant === undefined) instants.set(key, (instant = day.plus({ minutes: minute }).toMillis()));
    return instant;
  };

  /** A provider offering the service and a start in their hours that day, near the hour wished for. */
  function place(day: DateTime, serviceId: string, durationMs: number, wishedHour: number, except: string | null) {
    const candidates = plan.providers.filter((provider) => provider.serviceIds.includes(serviceId) && provider.email !== except);
    const offset = Math.floor(next() * candidates.length);
    for (let i = 0; i < candidates.length; i++) {
      const provider = candidates[(offset + i) % candidates.length]!;
      const starts = provider.hours
        .filter(([weekday]) => weekday === day.weekday)
        .flatMap(([, from, to]) => Array.from({ length: Math.max(0, Math.floor((to - from) / 30)) }, (_, k) => ({ minute: from + k * 30, latestEnd: instantOf(day, to) })))
        .filter(({ minute, latestEnd }) => instantOf(day, minute) + durationMs <= latestEnd)
        .sort((a, b) => Math.abs(a.minute / 60 - wishedHour) - Math.abs(b.minute / 60 - wishedHour));
      const found = starts.find(({ minute }) => isFree(provider.email, instantOf(day, minute), instantOf(day, minute) + durationMs + buffer));
      if (found) return { provider, start: day.plus({ minutes: found.minute }) };
    }
    return null;
  }

  /** Minutes until a provider answers: mostly within the hour, a few close to the deadline. */
  const answerDelay = () => Math.min(window - 2 * MINUTE_MS, Math.round((3 + 40 * -Math.log(1 - next() * 0.95)) * MINUTE_MS));

  function job(day: DateTime, story: Story, bookedBefore: (start: Date) => Date) {
    const mix = weighted(serviceMix.map((entry) => [entry, entry.weight] as const));
    const services = [{ serviceId: mix.serviceId, quantity: pick(mix.quantities) }];
    const probe = pricedSlot(market, services, day);
    const durationMs = probe.end.getTime() - probe.start.getTime();
    const first = place(day, mix.serviceId, durationMs, weighted(preferredHours), null);
    if (!first) return null;
    const slot = pricedSlot(market, services, first.start);
    const start = slot.start.getTime();
    const end = slot.end.getTime();
    const createdAt = bookedBefore(slot.start);
    const customer = weighted(customerWeights);
    const policy = policyOf(market);
    const freeUntil = freeCancellationDeadline(slot.start, policy).getTime();
    const events: HistoryEvent[] = [{ at: createdAt, actorEmail: customer.email, role: 'customer', from: null, to: 'requested', reason: null }];
    const at = (ms: number) => new Date(Math.round(ms / 1000) * 1000);
    const add = (ms: number, actorEmail: string | null, role: HistoryActorRole, from: JobStatus, to: JobStatus, reason: string | null = null) =>
      events.push({ at: at(ms), actorEmail, role, from, to, reason });
    const manager = (ms: number, from: JobStatus, to: JobStatus, reason: string | null = null) => add(ms, plan.managerEmail, plan.managerRole, from, to, reason);
    let provider: string | null = first.provider.email;
    let status: JobStatus;
    let cancellationFeeMinor: number | null = null;
    let review: DemoJobSeed['review'];
    let clock = createdAt.getTime();

    const runs = () => {
      add(start + between(-5, 10) * MINUTE_MS, provider, 'provider', 'confirmed', 'in_progress');
      add(end + between(-10, 20) * MINUTE_MS, provider, 'provider', 'in_progress', 'completed');
      const rating = weighted(ratings);
      const reviewedAt = end + between(2 * HOUR_MS, 2 * DAY_MS);
      if (next() < 0.65 && reviewedAt < now.getTime() - HOUR_MS) review = { rating, comment: pick(reviewComments[rating]!), at: at(reviewedAt) };
      return 'completed' as const;
    };
    /** A manager gives the job to someone else, who accepts; false when nobody is free. */
    const reassign = (after: number, except: string | null) => {
      const other = plan.providers.filter(
        (candidate) => candidate.email !== except && candidate.serviceIds.includes(mix.serviceId) && works(candidate, start, end) && isFree(candidate.email, start, end + buffer),
      );
      if (other.length === 0 || after > start - HOUR_MS) return false;
      provider = pick(other).email;
      manager(after, 'unassigned', 'requested');
      clock = Math.min(after + answerDelay(), start - 30 * MINUTE_MS);
      add(clock, provider, 'provider', 'requested', 'confirmed');
      return true;
    };

    const answered = clock + answerDelay();
    switch (story) {
      case 'completed':
        add((clock = answered), provider, 'provider', 'requested', 'confirmed');
        status = runs();
        break;
      case 'no-show':
        add((clock = answered), provider, 'provider', 'requested', 'confirmed');
        add(start + between(20, 40) * MINUTE_MS, provider, 'provider', 'confirmed', 'no_show', 'Nobody at the address');
        status = 'no_show';
        break;
      case 'cancelled-by-customer': {
        add((clock = answered), provider, 'provider', 'requested', 'confirmed');
        // One in four cancels late, inside the fee window.
        const cancelledAt = next() < 0.25 ? between(Math.max(freeUntil, clock), start - 10 * MINUTE_MS) : between(clock, Math.max(clock + MINUTE_MS, Math.min(freeUntil, start) - MINUTE_MS));
        add(cancelledAt, customer.email, 'customer', 'confirmed', 'cancelled', pick(customerCancelReasons));
        cancellationFeeMinor = cancelledAt >= freeUntil ? applyBasisPoints(slot.price.totalMinor, policy.cancellationFeeBps) : 0;
        status = 'cancelled';
        break;
      }
      case 'cancelled-by-provider':
        add((clock = answered), provider, 'provider', 'requested', 'confirmed');
        add(between(clock, start - 30 * MINUTE_MS), provider, 'provider', 'confirmed', 'cancelled', pick(providerCancelReasons));
        cancellationFeeMinor = 0;
        status = 'cancelled';
        break;
      case 'cancelled-by-manager':
        add((clock = answered), provider, 'provider', 'requested', 'confirmed');
        manager(between(clock, start - 30 * MINUTE_MS), 'confirmed', 'cancelled', pick(managerCancelReasons));
        cancellationFeeMinor = 0;
        status = 'cancelled';
        break;
      case 'declined-reassigned': {
        const decliner = provider;
        add((clock = answered), decliner, 'provider', 'requested', 'unassigned', pick(declineReasons));
        if (!reassign(clock + between(15 * MINUTE_MS, 3 * HOUR_MS), decliner)) return null;
        status = runs();
        break;
      }
      case 'timed-out-reassigned':
      case 'timed-out-cancelled': {
        const silent = provider;
        clock += window;
        add(clock, null, 'system', 'requested', 'unassigned', TIMEOUT_REASON);
        provider = null;
        if (story === 'timed-out-reassigned') {
          if (!reassign(clock + between(10 * MINUTE_MS, 2 * HOUR_MS), silent)) return null;
          status = runs();
        } else {
          manager(clock + between(30 * MINUTE_MS, 6 * HOUR_MS), 'unassigned', 'cancelled', 'Nobody was free at that time');
          cancellationFeeMinor = 0;
          status = 'cancelled';
        }
        break;
      }
      default:
        throw new Error(`Not a past story: ${story}`);
    }
    // Events in order; the job (and its provider's time) is kept only when its story fits before now.
    events.sort((a, b) => a.at.getTime() - b.at.getTime());
    if (events.at(-1)!.at.getTime() > now.getTime()) return null;
    if (provider && status !== 'cancelled') take(provider, start, end + buffer);
    return seed(customer, services, first.start, {
      status,
      story,
      providerEmail: provider,
      createdAt,
      events,
      respondBy: new Date(createdAt.getTime() + window),
      cancellationFeeMinor,
      policy,
      ...(review ? { review } : {}),
    });
  }

  function seed(customer: HistoryCustomer, services: DemoJobSeed['services'], start: DateTime, rest: Pick<HistoryJobSeed, 'status' | 'story' | 'providerEmail' | 'createdAt' | 'events' | 'respondBy' | 'cancellationFeeMinor' | 'policy'> & Partial<HistoryJobSeed>): HistoryJobSeed {
    const serviceId = services[0]!.serviceId;
    return {
      marketId: market.id,
      customerEmail: customer.email,
      address: customer.address,
      contact: { name: customer.name, email: customer.email, phone: customer.phone },
      descriptionHtml: pick(descriptions[serviceId] ?? ['<p>See the details on the phone.</p>']),
      accessNotes: next() < 0.3 ? pick(['Buzz the top bell.', 'Parking in the courtyard.', 'The dog is friendly.']) : null,
      size: pick(['small', 'medium', 'medium', 'large'] as const),
      ...pricedSlot(market, services, start),
      ...rest,
    };
  }

  const jobs: HistoryJobSeed[] = [];
  const days = HISTORY_WEEKS * 7;
  for (let back = days; back >= 1; back--) {
    const day = today.minus({ days: back });
    const growth = plan.perDay.from + ((plan.perDay.to - plan.perDay.from) * (days - back)) / (days - 1);
    const count = Math.round(growth * weekdayWeight[day.weekday]! * between(0.8, 1.2));
    for (let i = 0; i < count; i++) {
      const story = weighted(pastStories);
      // Booked a few hours to ten days ahead, mostly one to four days.
      const made = job(day, story, (start) => new Date(start.getTime() - Math.max(market.min_notice_minutes * MINUTE_MS + HOUR_MS, between(0.2, 1) ** 2 * 10 * DAY_MS)));
      if (made) jobs.push(made);
    }
  }

  // Waiting now. Requests placed recently whose answer time ends 10–60 minutes from now.
  for (let i = 0; i < plan.waiting.requests; i++) {
    const day = today.plus({ days: 2 + (i % 3) });
    const leftMs = (10 + Math.round((50 * i) / Math.max(1, plan.waiting.requests - 1))) * MINUTE_MS;
    const createdAt = new Date(Math.round((now.getTime() - window + leftMs) / 1000) * 1000);
    const mix = serviceMix[i % serviceMix.length]!;
    const services = [{ serviceId: mix.serviceId, quantity: mix.quantities[0]! }];
    const probe = pricedSlot(market, services, day);
    const placed = place(day, mix.serviceId, probe.end.getTime() - probe.start.getTime(), 10 + i, null);
    if (!placed) continue;
    const slot = pricedSlot(market, services, placed.start);
    take(placed.provider.email, slot.start.getTime(), slot.blockedEnd.getTime());
    const customer = plan.customers[(i * 3) % plan.customers.length]!;
    jobs.push(
      seed(customer, services, placed.start, {
        status: 'requested',
        story: 'waiting-request',
        providerEmail: placed.provider.email,
        createdAt,
        events: [{ at: createdAt, actorEmail: customer.email, role: 'customer', from: null, to: 'requested', reason: null }],
        respondBy: new Date(createdAt.getTime() + window),
        cancellationFeeMinor: null,
        policy: policyOf(market),
      }),
    );
  }
  // Unassigned jobs to come: declined, or nobody answered in time. They hold nobody's time.
  for (let i = 0; i < plan.waiting.unassigned; i++) {
    const start = today.plus({ days: 1 + (i % 4) }).set({ hour: 9 + 2 * i });
    const mix = serviceMix[(i + 2) % serviceMix.length]!;
    const services = [{ serviceId: mix.serviceId, quantity: mix.quantities[0]! }];
    const customer = plan.customers[(i * 5 + 1) % plan.customers.length]!;
    const decliner = plan.providers.find((provider) => provider.serviceIds.includes(mix.serviceId));
    const createdAt = new Date(Math.round((now.getTime() - (26 + 7 * i) * HOUR_MS) / 1000) * 1000);
    const declined = i % 2 === 0 && decliner;
    const answeredAt = new Date(createdAt.getTime() + (declined ? answerDelay() : window));
    jobs.push(
      seed(customer, services, start, {
        status: 'unassigned',
        story: 'waiting-unassigned',
        providerEmail: null,
        createdAt,
        events: [
          { at: createdAt, actorEmail: customer.email, role: 'customer', from: null, to: 'requested', reason: null },
          declined
            ? { at: answeredAt, actorEmail: decliner.email, role: 'provider', from: 'requested', to: 'unassigned', reason: pick(declineReasons) }
            : { at: answeredAt, actorEmail: null, role: 'system', from: 'requested', to: 'unassigned', reason: TIMEOUT_REASON },
        ],
        respondBy: new Date(createdAt.getTime() + window),
        cancellationFeeMinor: null,
        policy: policyOf(market),
      }),
    );
  }
  return jobs;
}
