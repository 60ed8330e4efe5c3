import { DateTime } from 'luxon';
import { jobRules } from '../modules/jobs/transitions';
import { demoAccount } from './demo-accounts';
import { historyCustomers } from './history-customers';
import { marketsForSeed } from './market-data';
import { HISTORY_WEEKS, historyJobSeeds } from './market-history-data';
import type { HistoryJobSeed } from './market-history-types';
import { providerSeeds } from './provider-data';

const now = new Date('2026-11-24T15:00:00Z');
const MINUTE_MS = 60_000;
const nyc = marketsForSeed(now).markets.find((market) => market.id === 'nyc')!;
const providers = providerSeeds('nyc', 12, now).filter((provider) => provider.email !== demoAccount('provider').email && provider.ratingCount > 0);
const plan = { market: nyc, providers, customers: historyCustomers.nyc, managerEmail: demoAccount('manager').email, managerRole: 'manager' as const, perDay: { from: 5, to: 9 }, waiting: { unassigned: 4, requests: 3 } };
const jobs = historyJobSeeds(plan, now);
const past = jobs.filter((job) => job.start.getTime() < now.getTime());
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

describe('the market history (demo data)', () => {
  it('is the same for the same moment', () => {
    expect(JSON.stringify(historyJobSeeds(plan, now))).toBe(JSON.stringify(jobs));
  });

  it('has six weeks of past jobs in every status and every story, and what waits now', () => {
    expect(past.length).toBeGreaterThan(200);
    expect(Math.min(...past.map((job) => job.start.getTime()))).toBeGreaterThanOrEqual(now.getTime() - (HISTORY_WEEKS * 7 + 1) * 24 * 60 * MINUTE_MS);
    expect(new Set(past.map((job) => job.status))).toEqual(new Set(['completed', 'cancelled', 'no_show']));
    const stories = new Set(jobs.map((job) => job.story));
    for (const story of ['completed', 'cancelled-by-customer', 'cancelled-by-provider', 'cancelled-by-manager', 'no-show', 'declined-reassigned', 'timed-out-reassigned', 'timed-out-cancelled', 'waiting-unassigned', 'waiting-request'] as const) {
      expect(stories).toContain(story);
    }
    const waiting = jobs.filter((job) => job.start.getTime() > now.getTime());
    expect(waiting.map((job) => job.status).sort()).toEqual(['requested', 'requested', 'requested', 'unassigned', 'unassigned', 'unassigned', 'unassigned']);
    for (const job of waiting.filter((one) => one.status === 'requested')) {
      expect(job.respondBy.getTime() - now.getTime()).toBeGreaterThan(5 * MINUTE_MS);
      expect(job.respondBy.getTime() - now.getTime()).toBeLessThanOrEqual(60 * MINUTE_MS);
    }
    expect(past.filter((job) => job.review).length).toBeGreaterThan(past.filter((job) => job.status === 'completed').length / 2);
  });

  it('grows week by week and is busiest at the end of the week', () => {
    const week = (job: HistoryJobSeed) => Math.floor((now.getTime() - job.start.getTime()) / (7 * 24 * 60 * MINUTE_MS));
    expect(past.filter((job) => week(job) === 0).length).toBeGreaterThan(past.filter((job) => week(job) === HISTORY_WEEKS - 1).length);
    const byWeekday = (day: number) => past.filter((job) => new Date(job.start).getDay() === day).length;
    expect(byWeekday(6)).toBeGreaterThan(byWeekday(0));
  });

  it('tells each story with allowed steps, by the right people, in order, before now', () => {
    const managerOf = { manager: 'manager', admin: 'manager', customer: 'customer', provider: 'provider', system: 'system' } as const;
    for (const job of jobs) {
      expect(job.events[0]).toMatchObject({ role: 'customer', actorEmail: job.customerEmail, from: null, to: 'requested' });
      job.events.slice(1).forEach((event, index) => {
        expect(event.from).toBe(job.events[index]!.to);
        const allowed = Object.values(jobRules).some((rule) => rule.from.includes(event.from!) && rule.to === event.to && (rule.by as readonly string[]).includes(managerOf[event.role]));
        expect({ job: job.story, step: `${event.from}→${event.to} by ${event.role}`, allowed }).toMatchObject({ allowed: true });
        expect(event.at.getTime()).toBeGreaterThanOrEqual(job.events[index]!.at.getTime());
      });
      expect(job.events.at(-1)!.to).toBe(job.status);
      expect(job.events.at(-1)!.at.getTime()).toBeLessThanOrEqual(now.getTime());
      expect(job.createdAt.getTime()).toBeLessThan(job.start.getTime());
    }
  });

  it('has answer delays that vary, mostly within the hour, every one inside the response window', () => {
    // From each time the job was requested of a provider (placed, or reassigned) to their answer.
    const delays = jobs.flatMap((job) =>
      job.events.flatMap((event, index) => (event.from === 'requested' && event.role === 'provider' ? [(event.at.getTime() - job.events[index - 1]!.at.getTime()) / MINUTE_MS] : [])),
    );
    expect(median(delays)).toBeGreaterThan(10);
    expect(median(delays)).toBeLessThan(60);
    expect(Math.max(...delays)).toBeLessThan(nyc.response_window_minutes);
    expect(new Set(delays.map(Math.round)).size).toBeGreaterThan(40);
  });

  it('never gives a provider two jobs at once, and keeps jobs inside their hours', () => {
    const worked = jobs.filter((job) => job.providerEmail && job.status !== 'cancelled');
    for (const job of worked) {
      const clash = worked.find((other) => other !== job && other.providerEmail === job.providerEmail && other.start < job.blockedEnd && job.start < other.blockedEnd);
      expect(clash).toBeUndefined();
    }
    for (const job of worked) {
      const start = DateTime.fromJSDate(job.start, { zone: nyc.time_zone });
      const [from, to] = [start.hour * 60 + start.minute, start.hour * 60 + start.minute + (job.end.getTime() - job.start.getTime()) / MINUTE_MS];
      const hours = providers.find((provider) => provider.email === job.providerEmail)!.hours;
      expect(hours.some(([weekday, open, close]) => weekday === start.weekday && open <= from && to <= close)).toBe(true);
    }
    expect(jobs.some((job) => job.providerEmail === demoAccount('provider').email)).toBe(false);
  });

  it('charges a fee only to customers who cancelled inside the fee window', () => {
    const byCustomer = jobs.filter((job) => job.story === 'cancelled-by-customer');
    expect(byCustomer.some((job) => job.cancellationFeeMinor! > 0)).toBe(true);
    expect(byCustomer.some((job) => job.cancellationFeeMinor === 0)).toBe(true);
    for (const job of byCustomer) {
      const cancelledAt = job.events.at(-1)!.at.getTime();
      const freeUntil = job.start.getTime() - job.policy.freeCancellationHours * 60 * MINUTE_MS;
      expect(job.cancellationFeeMinor! > 0).toBe(cancelledAt >= freeUntil);
    }
  });
});
