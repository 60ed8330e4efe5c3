import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database, MarketsTable, ServicesTable } from '../db/schema';

export async function countMarkets(db: Kysely<Database>): Promise<number> {
  const row = await db.selectFrom('markets').select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return row.count;
}

export async function insertCatalogue(
  db: Kysely<Database>,
  catalogue: {
    markets: Array<Insertable<MarketsTable>>;
    services: Array<Insertable<ServicesTable>>;
    prices: Array<{ market_id: string; service_id: string; price_minor: number }>;
  },
): Promise<void> {
  await db.insertInto('markets').values(catalogue.markets).execute();
  await db.insertInto('services').values(catalogue.services).execute();
  await db.insertInto('market_services').values(catalogue.prices).execute();
}

export async function insertUsers(
  db: Kysely<Database>,
  users: Array<{ email: string; name: string; phone: string | null; password_hash: string; roles: string[] }>,
): Promise<Map<string, string>> {
  const rows = await db.insertInto('users').values(users).returning(['id', 'email']).execute();
  return new Map(rows.map((row) => [row.email, row.id]));
}

export async function insertManagers(db: Kysely<Database>, memberships: Array<{ user_id: string; market_id: string }>): Promise<void> {
  if (memberships.length) await db.insertInto('market_managers').values(memberships).execute();
}

export interface ProviderRows {
  user_id: string;
  display_name: string;
  bio_html: string;
  rating_sum: number;
  rating_count: number;
  created_at: Date;
  marketId: string;
  serviceIds: string[];
  hours: Array<[number, number, number]>;
}

export async function insertProviders(db: Kysely<Database>, providers: ProviderRows[]): Promise<void> {
  if (providers.length === 0) return;
  const rows = await db
    .insertInto('providers')
    .values(providers.map(({ user_id, display_name, bio_html, rating_sum, rating_count, created_at }) => ({ user_id, display_name, bio_html, rating_sum, rating_count, created_at })))
    .returning(['id', 'user_id'])
    .execute();
  const idOf = new Map(rows.map((row) => [row.user_id, row.id]));
  const withId = providers.map((provider) => ({ ...provider, id: idOf.get(provider.user_id)! }));
  await db.insertInto('provider_markets').values(withId.map((p) => ({ provider_id: p.id, market_id: p.marketId }))).execute();
  await db.insertInto('provider_services').values(withId.flatMap((p) => p.serviceIds.map((service_id) => ({ provider_id: p.id, service_id })))).execute();
  await db
    .insertInto('provider_availability')
    .values(withId.flatMap((p) => p.hours.map(([weekday, start_minute, end_minute]) => ({ provider_id: p.id, weekday, start_minute, end_minute }))))
    .execute();
}
