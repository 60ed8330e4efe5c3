import type { JobStatus, MarketJobFilters, MarketJobSort, SortDirection } from '@marketplace/contracts';
import { jobStatuses } from '@marketplace/contracts';
import { type Kysely, type RawBuilder, type SqlBool, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** What the grid, the export and the calendar read of a job (never a hold). */
export interface MarketJobRecord {
  id: string;
  status: JobStatus;
  start_at: Date;
  end_at: Date;
  created_at: Date;
  provider_id: string | null;
  provider_name: string | null;
  customer_name: string;
  customer_email: string;
  contact_name: string | null;
  address_line1: string | null;
  address_city: string | null;
  address_postal_code: string | null;
  total_minor: number;
  currency: string;
  respond_by: Date | null;
  sort_key: unknown;
}

/**
 * Each sort as one non-null SQL expression (so a keyset `(key, id) > (…)` is exact) and the
 * type its last value is cast back to. Unassigned jobs sort by provider as '' (first ascending).
 */
const sortExpressions: Record<MarketJobSort, { expression: RawBuilder<unknown>; type: RawBuilder<unknown> }> = {
  start: { expression: sql`jobs.start_at`, type: sql`timestamptz` },
  created: { expression: sql`jobs.created_at`, type: sql`timestamptz` },
  status: { expression: sql`jobs.status`, type: sql`text` },
  total: { expression: sql`jobs.total_minor`, type: sql`integer` },
  provider: { expression: sql`coalesce(providers.display_name, '')`, type: sql`text` },
  customer: { expression: sql`customers.name`, type: sql`text` },
};

/** `%`, `_` and `\` are literal in a search, not LIKE wildcards. */
const likePattern = (text: string) => `%${text.toLowerCase().replace(/[\\%_]/g, (match) => `\\${match}`)}%`;

/**
 * "Reference 1A2B3C4D", "#1a2b3c4d" or "1a2b3c4d" (4 to 8 hex characters): the ids starting
 * with them, as a uuid range the primary key answers at once. `only`: the query says it is a
 * reference ("Reference …", "Ref …", "#…"), so it is not also searched as text.
 */
export function referenceRange(q: string): { low: string; high: string; only: boolean } | null {
  const match = /^((?:ref(?:erence)?\.?\s*)?#?\s*)([0-9a-f]{4,8})$/i.exec(q.trim());
  if (!match) return null;
  const prefix = match[2]!.toLowerCase();
  const pad = (fill: string) => {
    const hex = prefix.padEnd(32, fill);
    return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
  };
  return { low: pad('0'), high: pad('f'), only: match[1]!.trim() !== '' };
}

/** The filters as parsed by the contract; a caller may leave out the ones it does not use. */
export type JobFilters = Pick<MarketJobFilters, 'sort' | 'dir'> & Partial<Omit<MarketJobFilters, 'sort' | 'dir'>>;

export interface MarketScope {
  marketId: string;
  timeZone: string;
}

function baseQuery(db: Kysely<Database>) {
  return db
    .selectFrom('jobs')
    .innerJoin('users as customers', 'customers.id', 'jobs.customer_id')
    .leftJoin('providers', 'providers.id', 'jobs.provider_id');
}

type Base = ReturnType<typeof baseQuery>;

/**
 * Filters → one condition on `jobs` alone (the customer search is a subquery, not a join), so
 * counting never joins: the count walks one index.
 */
function filterCondition(scope: MarketScope, filters: Omit<JobFilters, 'sort' | 'dir'>): RawBuilder<SqlBool> {
  const statuses = filters.status?.length ? filters.status : [...jobStatuses];
  const conditions: RawBuilder<unknown>[] = [sql`jobs.market_id = ${scope.marketId}`, sql`jobs.status in (${sql.join(statuses)})`];
  if (filters.providerId) conditions.push(sql`jobs.provider_id = ${filters.providerId}`);
  if (filters.serviceId) conditions.push(sql`exists (select 1 from job_services js where js.job_id = jobs.id and js.service_id = ${filters.serviceId})`);
  // Market-zone days, inclusive: from its midnight to the midnight after `to`.
  if (filters.from) conditions.push(sql`jobs.start_at >= (${filters.from}::date)::timestamp at time zone ${scope.timeZone}`);
  if (filters.to) conditions.push(sql`jobs.start_at < (${filters.to}::date + 1)::timestamp at time zone ${scope.timeZone}`);
  if (filters.q) conditions.push(searchCondition(filters.q));
  return sql<SqlBool>`(${sql.join(conditions, sql` and `)})`;
}

function applyFilters(query: Base, scope: MarketScope, filters: Omit<JobFilters, 'sort' | 'dir'>): Base {
  return query.where(filterCondition(scope, filters));
}

function searchCondition(q: string): RawBuilder<SqlBool> {
  const pattern = likePattern(q);
  const range = referenceRange(q);
  const text = sql<SqlBool>`(
    lower(concat_ws(' ', jobs.contact_name, jobs.contact_email, jobs.address_line1, jobs.address_postal_code, jobs.address_city)) like ${pattern}
    or jobs.customer_id in (select users.id from users where lower(users.name) like ${pattern} or users.email like ${pattern})
  )`;
  if (!range) return text;
  // An explicit reference is only a reference: the ids in the range, read from the primary key
  // first (an array, so the planner looks them up by key rather than walking the sort's index
  // and filtering: it cannot estimate a uuid range), not a scan of the text.
  if (range.only) return sql<SqlBool>`(jobs.id = any(array(select r.id from jobs r where r.id between ${range.low}::uuid and ${range.high}::uuid)))`;
  return sql<SqlBool>`(${text} or (jobs.id between ${range.low}::uuid and ${range.high}::uuid))`;
}

function selectRecord(query: Base, sort: MarketJobSort) {
  return query.select([
    'jobs.id',
    'jobs.status',
    'jobs.start_at',
    'jobs.end_at',
    'jobs.created_at',
    'jobs.provider_id',
    'providers.display_name as provider_name',
    'customers.name as customer_name',
    'customers.email as customer_email',
    'jobs.contact_name',
    'jobs.address_line1',
    'jobs.address_city',
    'jobs.address_postal_code',
    'jobs.total_minor',
    'jobs.currency',
    'jobs.respond_by',
    sql<string>`(${sortExpressions[sort].expression})::text`.as('sort_key'),
  ]);
}

function ordered(query: ReturnType<typeof selectRecord>, sort: MarketJobSort, dir: SortDirection) {
  // The id breaks ties, so pages never repeat or skip a row.
  return query.orderBy(sortExpressions[sort].expression, dir).orderBy('jobs.id', dir);
}

export async function countMarketJobs(db: Kysely<Database>, scope: MarketScope, filters: JobFilters): Promise<number> {
  const row = await db.selectFrom('jobs').where(filterCondition(scope, filters)).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** How many jobs match, counting no further than `upTo + 1` (enough to tell "too many" without counting them all). */
export async function countMarketJobsUpTo(db: Kysely<Database>, scope: MarketScope, filters: JobFilters, upTo: number): Promise<number> {
  const matching = db.selectFrom('jobs').where(filterCondition(scope, filters)).select(sql`1`.as('one')).limit(upTo + 1);
  const row = await db.selectFrom(matching.as('matching')).select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}

export async function listMarketJobPage(db: Kysely<Database>, scope: MarketScope, filters: JobFilters, page: { offset: number; limit: number }): Promise<MarketJobRecord[]> {
  const query = ordered(selectRecord(applyFilters(baseQuery(db), scope, filters), filters.sort), filters.sort, filters.dir);
  return (await query.offset(page.offset).limit(page.limit).execute()) as MarketJobRecord[];
}

/**
 * Every matching job, a batch at a time, in the grid's order: each batch starts after the
 * last row of the one before (keyset), so no batch costs more than its size and memory holds
 * one batch at most, whatever the total. The keyset's last sort value travels as PostgreSQL's
 * text of it (`sort_key`), so a timestamp keeps its microseconds (a JavaScript Date would cut
 * them to milliseconds and could repeat or skip rows).
 */
export async function* iterateMarketJobs(db: Kysely<Database>, scope: MarketScope, filters: JobFilters, firstBatch = 500, laterBatches = firstBatch): AsyncGenerator<MarketJobRecord[]> {
  const { expression, type } = sortExpressions[filters.sort];
  let after: { key: unknown; id: string } | null = null;
  for (;;) {
    // The export asks for a small first batch (an early first byte), then larger ones (fewer round trips).
    const batchSize = after ? laterBatches : firstBatch;
    let query = applyFilters(baseQuery(db), scope, filters);
    if (after) {
      const last = after;
      query = query.where(
        filters.dir === 'asc'
          ? sql<SqlBool>`(${expression}, jobs.id) > (cast(${last.key} as ${type}), ${last.id}::uuid)`
          : sql<SqlBool>`(${expression}, jobs.id) < (cast(${last.key} as ${type}), ${last.id}::uuid)`,
      );
    }
    const rows = (await ordered(selectRecord(query, filters.sort), filters.sort, filters.dir).limit(batchSize).execute()) as MarketJobRecord[];
    if (rows.length) yield rows;
    if (rows.length < batchSize) return;
    // PGlite answers within microtasks: without a turn of the event loop between batches the
    // reply would not reach the socket (and no other request would run) until the last one.
    await new Promise((resolve) => setImmediate(resolve));
    const tail = rows[rows.length - 1]!;
    after = { key: tail.sort_key, id: tail.id };
  }
}

const LONGEST_JOB_MS = 7 * 24 * 3_600_000;

/** Jobs overlapping the window (cancelled ones left out), by start. One more than `limit` tells it was cut. */
export async function listMarketJobsBetween(db: Kysely<Database>, scope: MarketScope, window: { from: Date; to: Date; providerId?: string | undefined }, limit: number) {
  let query = baseQuery(db)
    .where('jobs.market_id', '=', scope.marketId)
    .where('jobs.status', 'in', jobStatuses.filter((status) => status !== 'cancelled'))
    .where('jobs.start_at', '<', window.to)
    // A job lasts less than a week: this lower bound keeps the index range to the window.
    .where('jobs.start_at', '>', new Date(window.from.getTime() - LONGEST_JOB_MS))
    .where('jobs.end_at', '>', window.from);
  if (window.providerId) query = query.where('jobs.provider_id', '=', window.providerId);
  return (await ordered(selectRecord(query, 'start'), 'start', 'asc')
    .limit(limit + 1)
    .execute()) as MarketJobRecord[];
}

export interface UnassignedRecord extends MarketJobRecord {
  reason_role: string | null;
  reason_from: string | null;
  reason_text: string | null;
}

/** Unassigned jobs starting after `since`, the earliest first, with how they became unassigned. */
export async function listUnassigned(db: Kysely<Database>, scope: MarketScope, since: Date, limit: number): Promise<{ rows: UnassignedRecord[]; total: number }> {
  const filtered = baseQuery(db).where('jobs.market_id', '=', scope.marketId).where('jobs.status', '=', 'unassigned').where('jobs.start_at', '>=', since);
  const [rows, count] = await Promise.all([
    ordered(selectRecord(filtered, 'start'), 'start', 'asc')
      .select([
        sql<string | null>`(select e.actor_role from job_events e where e.job_id = jobs.id and e.to_status = 'unassigned' order by e.at desc, e.id desc limit 1)`.as('reason_role'),
        sql<string | null>`(select e.from_status from job_events e where e.job_id = jobs.id and e.to_status = 'unassigned' order by e.at desc, e.id desc limit 1)`.as('reason_from'),
        sql<string | null>`(select e.reason from job_events e where e.job_id = jobs.id and e.to_status = 'unassigned' order by e.at desc, e.id desc limit 1)`.as('reason_text'),
      ])
      .limit(limit)
      .execute(),
    filtered.select(sql<string>`count(*)`.as('count')).executeTakeFirstOrThrow(),
  ]);
  return { rows: rows as UnassignedRecord[], total: Number(count.count) };
}
