import type { ProviderStatus } from '@marketplace/contracts';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

const rosterColumns = [
  'providers.id',
  'providers.user_id',
  'providers.display_name',
  'providers.rating_sum',
  'providers.rating_count',
  'providers.paused_at',
  'provider_markets.suspended_at',
  'provider_markets.suspension_reason',
] as const;

const inMarket = (db: Kysely<Database>, marketId: string) =>
  db.selectFrom('providers').innerJoin('provider_markets', 'provider_markets.provider_id', 'providers.id').where('provider_markets.market_id', '=', marketId);

/** `%`, `_` and `\` are literal in a search, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

export type RosterRecord = Awaited<ReturnType<typeof findRosterRow>> & object;

/** The market's providers by name, filtered by status and name, a page at a time. */
export async function listRosterRows(db: Kysely<Database>, marketId: string, filter: { status?: ProviderStatus; q?: string; limit: number; offset: number }) {
  let base = inMarket(db, marketId);
  if (filter.status === 'suspended') base = base.where('provider_markets.suspended_at', 'is not', null);
  if (filter.status === 'paused') base = base.where('provider_markets.suspended_at', 'is', null).where('providers.paused_at', 'is not', null);
  if (filter.status === 'active') base = base.where('provider_markets.suspended_at', 'is', null).where('providers.paused_at', 'is', null);
  if (filter.q) base = base.where(sql<boolean>`lower(providers.display_name) like ${likePattern(filter.q)}`);
  const [rows, count] = await Promise.all([
    base.select(rosterColumns).orderBy('providers.display_name').orderBy('providers.id').limit(filter.limit).offset(filter.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

export async function findRosterRow(db: Kysely<Database>, marketId: string, providerId: string) {
  return inMarket(db, marketId).select(rosterColumns).where('providers.id', '=', providerId).executeTakeFirst();
}

/** Which of these providers have set weekly hours (without them nobody is offered). */
export async function providersWithHours(db: Kysely<Database>, providerIds: string[]): Promise<Set<string>> {
  if (providerIds.length === 0) return new Set();
  const rows = await db.selectFrom('provider_availability').select('provider_id').distinct().where('provider_id', 'in', providerIds).execute();
  return new Set(rows.map((row) => row.provider_id));
}

const upcomingIn = (db: Kysely<Database>, marketId: string, now: Date) =>
  db
    .selectFrom('jobs')
    .innerJoin('providers', 'providers.id', 'jobs.provider_id')
    .where('jobs.market_id', '=', marketId)
    .where('jobs.start_at', '>=', now)
    .where('jobs.status', 'in', ['requested', 'confirmed']);
const jobColumns = ['jobs.id', 'jobs.status', 'jobs.start_at', 'providers.id as provider_id', 'providers.display_name'] as const;

/** One provider's requested and confirmed jobs in the market from `now` on, soonest first. */
export async function listProviderUpcomingJobs(db: Kysely<Database>, marketId: string, providerId: string, now: Date) {
  return upcomingIn(db, marketId, now).select(jobColumns).where('jobs.provider_id', '=', providerId).orderBy('jobs.start_at').orderBy('jobs.id').limit(200).execute();
}

/** Upcoming jobs still held by providers suspended in the market: the "needs reassignment" list, soonest first. */
export async function listSuspendedProvidersJobs(db: Kysely<Database>, marketId: string, now: Date, page: { limit: number; offset: number }) {
  const base = upcomingIn(db, marketId, now)
    .innerJoin('provider_markets', (join) => join.onRef('provider_markets.provider_id', '=', 'jobs.provider_id').onRef('provider_markets.market_id', '=', 'jobs.market_id'))
    .where('provider_markets.suspended_at', 'is not', null);
  const [rows, count] = await Promise.all([
    base.select(jobColumns).orderBy('jobs.start_at').orderBy('jobs.id').limit(page.limit).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<string>().as('total')).executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Who the provider's account is: where their messages go. */
export async function findProviderAccount(db: Kysely<Database>, providerId: string) {
  return db
    .selectFrom('providers')
    .innerJoin('users', 'users.id', 'providers.user_id')
    .select(['providers.id', 'providers.paused_at', 'users.id as user_id', 'users.name', 'users.email'])
    .where('providers.id', '=', providerId)
    .executeTakeFirst();
}
