import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { offerableIn } from '../providers';

const BLOCKING = ['held', 'requested', 'confirmed', 'in_progress'] as const;

/** Providers offerable in a market (offerable.ts) who offer every one of the services (one provider does the whole job). */
export async function listProvidersOffering(db: Kysely<Database>, marketId: string, serviceIds: string[], onlyProviderId?: string): Promise<string[]> {
  let query = db
    .selectFrom('provider_services')
    .innerJoin('provider_markets', 'provider_markets.provider_id', 'provider_services.provider_id')
    .select('provider_services.provider_id')
    .where('provider_markets.market_id', '=', marketId)
    .where('provider_services.service_id', 'in', serviceIds)
    .where(offerableIn('provider_services.provider_id', marketId))
    .groupBy('provider_services.provider_id')
    .having(sql`count(*)::int`, '=', serviceIds.length)
    .orderBy('provider_services.provider_id');
  if (onlyProviderId) query = query.where('provider_services.provider_id', '=', onlyProviderId);
  return (await query.execute()).map((row) => row.provider_id);
}

/**
 * Many small rows are slow to read from PGlite (about 15 µs a row in its JavaScript protocol
 * layer, several times what building them costs), and a slot search reads thousands: the
 * schedule queries answer ONE text value packed by the database, `a,b,c;d,e,f` (no value
 * contains a comma or a semicolon), which is about three times faster there and no slower on
 * PostgreSQL. Measured by `pnpm bench:slots`.
 */
const packed = (...columns: Array<RawBuilder<unknown>>) => sql<string | null>`string_agg(concat_ws(',', ${sql.join(columns)}), ';')`.as('data');
const unpack = (row: { data: string | null } | undefined): string[][] => (row?.data ? row.data.split(';').map((line) => line.split(',')) : []);
const epochMs = (column: string) => sql`round(date_part('epoch', ${sql.ref(column)}) * 1000)::int8`;

export async function listWeeklyHours(db: Kysely<Database>, providerIds: string[]) {
  if (providerIds.length === 0) return [];
  const row = await db
    .selectFrom('provider_availability')
    .select(packed(sql.ref('provider_id'), sql.ref('weekday'), sql.ref('start_minute'), sql.ref('end_minute')))
    .where('provider_id', 'in', providerIds)
    .executeTakeFirst();
  return unpack(row).map(([provider_id, weekday, start_minute, end_minute]) => ({
    provider_id: provider_id!,
    weekday: Number(weekday),
    start_minute: Number(start_minute),
    end_minute: Number(end_minute),
  }));
}

export async function listTimeOff(db: Kysely<Database>, providerIds: string[], range: { start: Date; end: Date }) {
  if (providerIds.length === 0) return [];
  return db
    .selectFrom('provider_time_off')
    .select(['provider_id', 'starts_at', 'ends_at'])
    .where('provider_id', 'in', providerIds)
    .where('starts_at', '<', range.end)
    .where('ends_at', '>', range.start)
    .execute();
}

export interface BlockingFilter {
  /** Holds that expired by then no longer block. */
  now: Date;
  /** The job being rescheduled does not block itself. */
  exceptJobId?: string;
  /** A customer's own holds, which a new hold of theirs releases. */
  exceptHoldsOf?: string;
}

/** Jobs and live holds of these providers whose blocked range reaches into `range`: [start, end) in epoch ms. */
export async function listBlockingJobs(db: Kysely<Database>, providerIds: string[], range: { start: Date; end: Date }, filter: BlockingFilter) {
  if (providerIds.length === 0) return [];
  let query = db
    .selectFrom('jobs')
    .select(packed(sql.ref('provider_id'), epochMs('start_at'), epochMs('end_at')))
    .where('provider_id', 'in', providerIds)
    .where('status', 'in', BLOCKING)
    .where(sql<boolean>`blocked && tstzrange(${range.start}::timestamptz, ${range.end}::timestamptz)`)
    .where((eb) => eb.or([eb('status', '<>', 'held'), eb('hold_expires_at', '>', filter.now)]));
  if (filter.exceptJobId) query = query.where('id', '<>', filter.exceptJobId);
  if (filter.exceptHoldsOf) {
    const customerId = filter.exceptHoldsOf;
    query = query.where((eb) => eb.or([eb('status', '<>', 'held'), eb('customer_id', '<>', customerId)]));
  }
  return unpack(await query.executeTakeFirst()).map(([providerId, start, end]) => ({ providerId: providerId!, start: Number(start), end: Number(end) }));
}
