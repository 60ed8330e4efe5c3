import { type Insertable, type Kysely, sql } from 'kysely';
import type { LanguageCode } from '@marketplace/contracts';
import type { Database, MarketRow, MarketSettingsChangesTable, MarketsTable } from '../../db/schema';
import { serviceDescriptionIn, serviceNameIn } from '../../db/service-texts';

export async function listMarketRows(db: Kysely<Database>): Promise<MarketRow[]> {
  // Live markets first, then the ones coming soon, each by name.
  return db
    .selectFrom('markets')
    .selectAll()
    .orderBy(sql`case when status = 'live' then 0 else 1 end`)
    .orderBy('name')
    .execute();
}

export async function findMarketRow(db: Kysely<Database>, marketId: string): Promise<MarketRow | undefined> {
  return db.selectFrom('markets').selectAll().where('id', '=', marketId).executeTakeFirst();
}

export async function marketExists(db: Kysely<Database>, marketId: string): Promise<boolean> {
  return (await db.selectFrom('markets').select('id').where('id', '=', marketId).executeTakeFirst()) !== undefined;
}

/**
 * The services offered in a market, with its prices, by name: name and description in `language`
 * (English where a service has no translation).
 */
export async function listActiveServices(db: Kysely<Database>, marketId: string, language: LanguageCode) {
  return db
    .selectFrom('market_services')
    .innerJoin('services', 'services.id', 'market_services.service_id')
    .select([
      'services.id',
      serviceNameIn(language).as('name'),
      serviceDescriptionIn(language).as('description'),
      'services.unit',
      'services.default_duration_minutes',
      'market_services.price_minor',
    ])
    .where('market_services.market_id', '=', marketId)
    .where('market_services.active', '=', true)
    .orderBy('name')
    .orderBy('services.id')
    .execute();
}

export async function countProviders(db: Kysely<Database>, marketId: string): Promise<number> {
  const row = await db
    .selectFrom('provider_markets')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('market_id', '=', marketId)
    .executeTakeFirstOrThrow();
  return row.count;
}

export type MarketSettingsColumns = Pick<
  MarketsTable,
  | 'min_notice_minutes'
  | 'booking_horizon_days'
  | 'slot_step_minutes'
  | 'travel_buffer_minutes'
  | 'hold_minutes'
  | 'free_cancellation_hours'
  | 'cancellation_fee_bps'
  | 'service_fee_bps'
  | 'tax_bps'
  | 'commission_bps'
  | 'response_window_minutes'
> & { postal_codes: string[]; legal_footer: string; reminder_hours_before: number; plan_discount_bps: number; require_after_photo: boolean; problem_window_hours: number };

/** The market's row, locked until the transaction ends: saves of its settings queue behind each other. */
export async function lockMarketRow(db: Kysely<Database>, marketId: string): Promise<MarketRow | undefined> {
  return db.selectFrom('markets').selectAll().where('id', '=', marketId).forUpdate().executeTakeFirst();
}

/** Writes the settings and moves the version on by one. */
export async function updateMarketSettings(db: Kysely<Database>, marketId: string, settings: MarketSettingsColumns): Promise<MarketRow> {
  return db
    .updateTable('markets')
    .set({ ...settings, settings_version: sql<number>`settings_version + 1` })
    .where('id', '=', marketId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function insertSettingsChange(db: Kysely<Database>, change: Insertable<MarketSettingsChangesTable>): Promise<void> {
  await db.insertInto('market_settings_changes').values(change).execute();
}

/** The latest changes of a market's settings, newest first, with who made them. */
export async function listSettingsChanges(db: Kysely<Database>, marketId: string, limit: number) {
  return db
    .selectFrom('market_settings_changes')
    .leftJoin('users', 'users.id', 'market_settings_changes.actor_user_id')
    .select([
      'market_settings_changes.id',
      'market_settings_changes.changed_at',
      'market_settings_changes.actor_role',
      'market_settings_changes.version',
      'market_settings_changes.changes',
      'users.name as actor_name',
    ])
    .where('market_settings_changes.market_id', '=', marketId)
    .orderBy('market_settings_changes.changed_at', 'desc')
    .orderBy('market_settings_changes.id', 'desc')
    .limit(limit)
    .execute();
}
