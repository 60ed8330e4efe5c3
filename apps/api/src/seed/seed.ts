import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { hashPassword, type PasswordHashParams } from '../modules/auth';
import { DEMO_PASSWORD, demoAccount, demoAccounts } from './demo-accounts';
import { type DstHorizon, marketsForSeed } from './market-data';
import { providerSeeds } from './provider-data';
import { demoJobSeeds } from './job-data';
import { providerCustomers, providerJobSeeds } from './provider-job-data';
import { historyCustomers } from './history-customers';
import { historyJobSeeds } from './market-history-data';
import type { HistoryMarketPlan } from './market-history-types';
import { insertCatalogue, insertDemoJobs, insertHistoryJobs, insertManagers, insertProviders, insertUsers } from './seed.repository';
import { marketPrices, serviceSeeds, serviceTranslationSeeds } from './service-data';
import { demoTimeOffSeeds, insertTimeOff } from './time-off-data';
import { insertDemand, unmetDemandSeeds, waitlistSeeds } from './demand-data';
import { applicantSeeds, insertSupply, torontoWaitlistSeeds } from './supply-data';
import { insertDemoFavourites } from './favourite-data';
import { demoPlanVisitSeed, insertDemoPlan } from './plan-data';

export interface SeedOptions {
  passwordHashing: PasswordHashParams;
  /**
   * The demo people too (config.demoData): accounts with the published password, their
   * providers, jobs and history. Without them a new database gets the catalogue only.
   */
  demo: boolean;
  now?: Date;
  /** 12 by default; fewer keeps throwaway test databases small. */
  providersPerMarket?: number;
}

export interface SeedSummary {
  markets: number;
  services: number;
  providers: number;
  users: number;
  /** Whether the demo accounts were made (they share a published password). */
  demoAccounts: boolean;
  dst: DstHorizon | null;
  /** The instant the data is relative to (what the demo plan's visits are generated from). */
  seededAt: Date;
}

type Markets = ReturnType<typeof marketsForSeed>['markets'];

/** Markets, services and their prices: the starting catalogue of every new database. */
function catalogue(markets: Markets) {
  return {
    markets,
    services: serviceSeeds,
    translations: serviceTranslationSeeds,
    prices: Object.entries(marketPrices).flatMap(([market_id, prices]) =>
      Object.entries(prices).map(([service_id, price_minor]) => ({ market_id, service_id, price_minor })),
    ),
  };
}

/**
 * A new database's data, in one transaction: the catalogue (markets, services, prices), and with
 * `demo` the demo marketplace on top (providers, demo accounts, the demo customer's jobs, the
 * demo provider's week of work, the markets' history). Without `demo` no account is made: the
 * providers and every job need one, so they come only with the demo (docs/accounts.md).
 */
export async function seedNewDatabase(db: Kysely<Database>, options: SeedOptions): Promise<SeedSummary> {
  const now = options.now ?? new Date();
  const { markets, dst } = marketsForSeed(now);
  if (!options.demo) {
    await db.transaction().execute((trx) => insertCatalogue(trx, catalogue(markets)));
    return { markets: markets.length, services: serviceSeeds.length, providers: 0, users: 0, demoAccounts: false, dst, seededAt: now };
  }
  const providers = markets
    .filter((market) => market.status === 'live')
    .flatMap((market) => providerSeeds(market.id, options.providersPerMarket ?? 12, now));
  const people = [
    ...demoAccounts.filter((account) => account.role !== 'provider').map((account) => ({ email: account.email, name: account.name, roles: [account.role] })),
    ...providers.map((provider) => ({ email: provider.email, name: provider.name, roles: ['provider'] })),
    ...providerCustomers.map((customer) => ({ email: customer.email, name: customer.name, roles: ['customer'] })),
    ...applicantSeeds.map((applicant) => ({ email: applicant.email, name: applicant.name, roles: ['customer'] })),
  ];
  // One hash each (own salt); they run in parallel on libuv's thread pool, four at a time so the
  // password hashing gate never has to refuse one (modules/auth/password-hash-gate.ts). The many
  // customers of the markets' history share one hash of the demo password, so a fresh start stays quick.
  const [historyHash, ...hashes] = await hashDemoPasswords(people.length + 1, options.passwordHashing);
  const customersOfHistory = [...historyCustomers.nyc, ...historyCustomers.berlin];

  await db.transaction().execute(async (trx) => {
    await insertCatalogue(trx, catalogue(markets));
    const userIds = await insertUsers(trx, now, [
      ...people.map((person, i) => ({ ...person, phone: applicantSeeds.find((applicant) => applicant.email === person.email)?.phone ?? null, password_hash: hashes[i]! })),
      ...customersOfHistory.map((customer) => ({ email: customer.email, name: customer.name, phone: customer.phone, roles: ['customer'], password_hash: historyHash! })),
    ]);
    await insertManagers(trx, [{ user_id: userIds.get(demoAccount('manager').email)!, market_id: 'nyc' }]);
    const providerIds = await insertProviders(
      trx,
      providers.map((provider) => ({
        user_id: userIds.get(provider.email)!,
        display_name: provider.name,
        bio_html: provider.bioHtml,
        rating_sum: provider.ratingSum,
        rating_count: provider.ratingCount,
        created_at: provider.createdAt,
        marketId: provider.marketId,
        serviceIds: provider.serviceIds,
        hours: provider.hours,
      })),
    );
    const nyc = markets.find((market) => market.id === 'nyc')!;
    const planVisit = demoPlanVisitSeed(nyc, now);
    const demoProviderId = providerIds.get(userIds.get(demoAccount('provider').email)!);
    if (demoProviderId) await insertTimeOff(trx, demoProviderId, demoTimeOffSeeds(nyc.time_zone, now));
    await insertDemoJobs(
      trx,
      [...demoJobSeeds(nyc, now), ...providerJobSeeds(nyc, now), planVisit].flatMap((job) => {
        const providerUserId = userIds.get(job.providerEmail);
        const providerId = providerUserId && providerIds.get(providerUserId);
        return providerId ? [{ ...job, customerId: userIds.get(job.customerEmail)!, providerUserId, providerId }] : [];
      }),
    );
    if (demoProviderId) await insertDemoPlan(trx, planVisit, nyc, userIds);
    await insertDemand(trx, nyc.id, unmetDemandSeeds(nyc.time_zone, now), [...waitlistSeeds(nyc.time_zone, now), ...torontoWaitlistSeeds(now)]);
    await insertSupply(trx, now, userIds, providerIds);
    await insertDemoFavourites(trx, now, userIds, providerIds);
    await insertHistoryJobs(trx, historyPlans(markets, providers).flatMap((plan) => historyJobSeeds(plan, now)), userIds, providerIds);
  });
  return { markets: markets.length, services: serviceSeeds.length, providers: providers.length, users: people.length + customersOfHistory.length, demoAccounts: true, dst, seededAt: now };
}

/**
 * Six weeks of New York and Berlin (market-history-data.ts), with their providers but the demo
 * provider (whose week is set up for the provider journey) and those without reviews yet.
 */
function historyPlans(markets: Markets, providers: ReturnType<typeof providerSeeds>): HistoryMarketPlan[] {
  const settings = {
    nyc: { managerEmail: demoAccount('manager').email, managerRole: 'manager' as const, perDay: { from: 5, to: 9 }, waiting: { unassigned: 4, requests: 3 } },
    berlin: { managerEmail: demoAccount('admin').email, managerRole: 'admin' as const, perDay: { from: 2, to: 4 }, waiting: { unassigned: 1, requests: 1 } },
  };
  return (['nyc', 'berlin'] as const).flatMap((marketId) => {
    const market = markets.find((candidate) => candidate.id === marketId);
    const working = providers.filter((provider) => provider.marketId === marketId && provider.email !== demoAccount('provider').email && provider.ratingCount > 0);
    if (!market || working.length === 0) return [];
    return [{ market, providers: working, customers: historyCustomers[marketId], ...settings[marketId] }];
  });
}

/** `count` hashes of the demo password, each with its own salt, a few at a time. */
async function hashDemoPasswords(count: number, params: PasswordHashParams): Promise<string[]> {
  const hashes: string[] = [];
  while (hashes.length < count) {
    const batch = Math.min(4, count - hashes.length);
    hashes.push(...(await Promise.all(Array.from({ length: batch }, () => hashPassword(DEMO_PASSWORD, params)))));
  }
  return hashes;
}
