import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import type { ResolvedPeriod } from './insight-period';

/**
 * The dashboard's aggregates, each one set-based SQL over both periods at once (a `current` flag
 * tells them apart): no row of a job ever reaches JavaScript. Definitions: docs/market.md.
 */
export interface Periods {
  marketId: string;
  timeZone: string;
  current: ResolvedPeriod;
  previous: ResolvedPeriod;
}

/** Statuses that are not a booking: a hold, and what became of a hold that was never booked. */
const NOT_BOOKED = sql`('held', 'lapsed', 'released')`;
/** A job that takes its provider's time: assigned and not cancelled (no-shows took the time too). */
const TAKES_TIME = sql`('requested', 'confirmed', 'in_progress', 'completed', 'no_show')`;

const iso = (date: Date) => date.toISOString();

type ByPeriod<T> = { current: T | undefined; previous: T | undefined };
function split<T extends { current: boolean }>(rows: T[]): ByPeriod<T> {
  return { current: rows.find((row) => row.current), previous: rows.find((row) => !row.current) };
}

/** A bucket of the market's local time (a day, or an hour for "today"): the trend's points. */
export type Unit = 'hour' | 'day';

export interface BookedBucket {
  current: boolean;
  local_start: string;
  booked: number;
  gross: number;
}

/**
 * Jobs booked (created) in both periods, by local day or hour: one range scan of
 * (market_id, created_at). The periods' totals are the sums of their buckets.
 */
export async function bookedByBucket(db: Kysely<Database>, p: Periods, unit: Unit): Promise<BookedBucket[]> {
  const { rows } = await sql<BookedBucket>`
    select j.created_at >= ${iso(p.current.start)}::timestamptz as current,
      to_char(date_trunc(${unit}, j.created_at at time zone ${p.timeZone}), 'YYYY-MM-DD"T"HH24:MI') as local_start,
      count(*)::int as booked, coalesce(sum(j.total_minor), 0)::float8 as gross
    from jobs j
    where j.market_id = ${p.marketId}
      and j.created_at >= ${iso(p.previous.start)}::timestamptz and j.created_at < ${iso(p.current.end)}::timestamptz
      and j.status not in ${NOT_BOOKED}
    group by 1, 2`.execute(db);
  return rows;
}

export interface OutcomeBucket {
  current: boolean;
  local_start: string;
  completed: number;
  no_shows: number;
  cancelled: number;
  by_customer: number;
  by_provider: number;
  by_manager: number;
  by_system: number;
  booked_minutes: number;
}

/**
 * What became of the jobs scheduled to start in both periods, and the provider time they take,
 * by local day or hour: one range scan of (market_id, start_at); the canceller is read only for
 * cancelled jobs.
 */
export async function outcomesByBucket(db: Kysely<Database>, p: Periods, unit: Unit): Promise<OutcomeBucket[]> {
  const { rows } = await sql<OutcomeBucket>`
    select j.start_at >= ${iso(p.current.start)}::timestamptz as current,
      to_char(date_trunc(${unit}, j.start_at at time zone ${p.timeZone}), 'YYYY-MM-DD"T"HH24:MI') as local_start,
      count(*) filter (where j.status = 'completed')::int as completed,
      count(*) filter (where j.status = 'no_show')::int as no_shows,
      count(*) filter (where j.status = 'cancelled')::int as cancelled,
      count(*) filter (where c.role = 'customer')::int as by_customer,
      count(*) filter (where c.role = 'provider')::int as by_provider,
      count(*) filter (where c.role in ('manager', 'admin'))::int as by_manager,
      count(*) filter (where j.status = 'cancelled' and (c.role is null or c.role = 'system'))::int as by_system,
      coalesce(sum(extract(epoch from (j.end_at - j.start_at)) / 60) filter (where j.provider_id is not null and j.status in ${TAKES_TIME}), 0)::float8 as booked_minutes
    from jobs j
    left join lateral (
      select e.actor_role as role from job_events e
      where j.status = 'cancelled' and e.job_id = j.id and e.to_status = 'cancelled'
      order by e.at desc limit 1
    ) c on true
    where j.market_id = ${p.marketId}
      and j.start_at >= ${iso(p.previous.start)}::timestamptz and j.start_at < ${iso(p.current.end)}::timestamptz
      and j.status not in ${NOT_BOOKED}
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * The providers' answers to the jobs booked in each period: every accept (requested →
 * confirmed) or decline (requested → unassigned) by the provider, timed from the event before
 * it — the job's latest → requested, since the job was `requested` until the answer — and the
 * median of those intervals. Per job of the periods, its request and answer events in order
 * (the window runs within each job), read from migration 0015's partial index alone: no scan
 * of the other markets' or other periods' events.
 */
export async function answersOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<{ current: boolean; answers: number; median_response: number | null }>> {
  const { rows } = await answersQuery(p).execute(db);
  return split(rows);
}

export function answersQuery(p: Periods) {
  // The event filter is the partial index's predicate, word for word, so the index serves it.
  return sql<{ current: boolean; answers: number; median_response: number | null }>`
    select current, count(*)::int as answers, (percentile_cont(0.5) within group (order by seconds))::float8 as median_response
    from (
      select j.created_at >= ${iso(p.current.start)}::timestamptz as current, timed.answer, timed.seconds
      from jobs j
      cross join lateral (
        select e.to_status <> 'requested' as answer,
          extract(epoch from (e.at - lag(e.at) over (order by e.at, e.id)))::float8 as seconds
        from job_events e
        where e.job_id = j.id
          and (e.to_status = 'requested' or (e.actor_role = 'provider' and e.from_status = 'requested' and e.to_status in ('confirmed', 'unassigned')))
      ) timed
      where j.market_id = ${p.marketId}
        and j.created_at >= ${iso(p.previous.start)}::timestamptz and j.created_at < ${iso(p.current.end)}::timestamptz
        and j.status not in ${NOT_BOOKED}
    ) answered
    where answer and seconds is not null
    group by 1`;
}

/**
 * The market's providers' weekly hours laid over every day of both periods in the market's
 * zone (daylight-saving days included: PostgreSQL converts each local interval), less their
 * time off, in minutes. Providers share working patterns, so the hours are expanded once per
 * distinct interval (times how many providers work it), and only the providers with time off
 * in the periods are expanded one by one, to take the overlap off.
 */
export async function availableMinutesOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<{ current: boolean; minutes: number }>> {
  const localInterval = (day: ReturnType<typeof sql>, start: ReturnType<typeof sql>, end: ReturnType<typeof sql>) => sql`
    (${day} + make_interval(mins => ${start}))::timestamp at time zone ${p.timeZone} as starts,
    (${day} + make_interval(mins => ${end}))::timestamp at time zone ${p.timeZone} as ends`;
  const { rows } = await sql<{ current: boolean; minutes: number }>`
    with days as (
      select d::date as day, extract(isodow from d)::int as weekday, d::date >= ${p.current.from}::date as current
      from generate_series(${p.previous.from}::timestamp, ${p.current.to}::timestamp, interval '1 day') d
    ),
    shapes as (
      select a.weekday, a.start_minute, a.end_minute, count(*)::int as providers
      from provider_markets pm join provider_availability a on a.provider_id = pm.provider_id
      where pm.market_id = ${p.marketId}
      group by 1, 2, 3
    ),
    gross as (
      select current, sum(providers * extract(epoch from (ends - starts))) as seconds
      from (select days.current, shapes.providers, ${localInterval(sql`days.day`, sql`shapes.start_minute`, sql`shapes.end_minute`)}
            from shapes join days on days.weekday = shapes.weekday) expanded
      group by 1
    ),
    away as (
      select i.current, sum(extract(epoch from (least(t.ends_at, i.ends) - greatest(t.starts_at, i.starts)))) as seconds
      from provider_time_off t
      join provider_markets pm on pm.provider_id = t.provider_id and pm.market_id = ${p.marketId}
      join provider_availability a on a.provider_id = t.provider_id
      join lateral (
        select days.current, ${localInterval(sql`days.day`, sql`a.start_minute`, sql`a.end_minute`)} from days where days.weekday = a.weekday
      ) i on t.starts_at < i.ends and t.ends_at > i.starts
      where t.starts_at < ${iso(p.current.end)}::timestamptz and t.ends_at > ${iso(p.previous.start)}::timestamptz
      group by 1
    )
    select gross.current, greatest(0, (gross.seconds - coalesce(away.seconds, 0)) / 60)::float8 as minutes
    from gross left join away on away.current = gross.current`.execute(db);
  return split(rows);
}

/** Reviews written in each period about the market's jobs. */
export async function ratingsOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<{ current: boolean; reviews: number; average: number | null }>> {
  const { rows } = await sql<{ current: boolean; reviews: number; average: number | null }>`
    select r.created_at >= ${iso(p.current.start)}::timestamptz as current, count(*)::int as reviews, avg(r.rating)::float8 as average
    from reviews r
    where r.created_at >= ${iso(p.previous.start)}::timestamptz and r.created_at < ${iso(p.current.end)}::timestamptz
      -- The period's reviews by their index, each job's market by its key (a join would read
      -- every job of the market to hash them).
      and (select j.market_id from jobs j where j.id = r.job_id) = ${p.marketId}
    group by 1`.execute(db);
  return split(rows);
}

/** Problem cases opened in each period, and the median time to resolve of those resolved in it (docs/problems.md). */
export async function problemsOf(db: Kysely<Database>, p: Periods): Promise<{ opened: ByPeriod<{ current: boolean; opened: number }>; resolved: ByPeriod<{ current: boolean; median: number | null }> }> {
  const opened = await sql<{ current: boolean; opened: number }>`
    select opened_at >= ${iso(p.current.start)}::timestamptz as current, count(*)::int as opened
    from problem_cases
    where market_id = ${p.marketId} and opened_at >= ${iso(p.previous.start)}::timestamptz and opened_at < ${iso(p.current.end)}::timestamptz
    group by 1`.execute(db);
  const resolved = await sql<{ current: boolean; median: number | null }>`
    select resolved_at >= ${iso(p.current.start)}::timestamptz as current,
      (percentile_cont(0.5) within group (order by extract(epoch from resolved_at - opened_at)))::float8 as median
    from problem_cases
    where market_id = ${p.marketId} and resolved_at >= ${iso(p.previous.start)}::timestamptz and resolved_at < ${iso(p.current.end)}::timestamptz
    group by 1`.execute(db);
  return { opened: split(opened.rows), resolved: split(resolved.rows) };
}

/** Searches that found no time, by the market's calendar day they were made on. */
export async function unmetSearchesOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<{ current: boolean; searches: number }>> {
  const { rows } = await sql<{ current: boolean; searches: number }>`
    select searched_on >= ${p.current.from}::date as current, sum(searches)::int as searches
    from unmet_demand
    where market_id = ${p.marketId} and searched_on >= ${p.previous.from}::date and searched_on <= ${p.current.to}::date
    group by 1`.execute(db);
  return split(rows);
}

/** The current period's buckets (every local day, or every hour of today), empty ones included. */
export async function bucketsOf(db: Kysely<Database>, p: Pick<Periods, 'timeZone' | 'current'>, unit: Unit): Promise<Array<{ local_start: string; at: Date | string }>> {
  const step = unit === 'hour' ? '1 hour' : '1 day';
  const { rows } = await sql<{ local_start: string; at: Date | string }>`
    select to_char(b, 'YYYY-MM-DD"T"HH24:MI') as local_start, b at time zone ${p.timeZone} as at
    from generate_series(${p.current.from}::timestamp, ${p.current.to}::timestamp + interval '1 day' - ${step}::interval, ${step}::interval) b
    order by b`.execute(db);
  return rows;
}

/** Unmet searches in the period by ISO weekday × hour (null hour: recorded before hours were kept). */
export async function unmetByWeekdayHour(db: Kysely<Database>, marketId: string, period: ResolvedPeriod) {
  const { rows } = await sql<{ weekday: number; hour: number | null; searches: number; no_postal_code: number }>`
    select extract(isodow from searched_on)::int as weekday, searched_hour as hour, sum(searches)::int as searches,
      coalesce(sum(searches) filter (where postal_code is null), 0)::int as no_postal_code
    from unmet_demand
    where market_id = ${marketId} and searched_on >= ${period.from}::date and searched_on <= ${period.to}::date
    group by 1, 2`.execute(db);
  return rows;
}

/**
 * Waitlist sign-ups near the market: their postal code shares its first three characters with
 * one of the market's postal codes (a US ZIP3 area, a Berlin district group…; docs/market.md).
 */
const nearbyWaitlist = (marketId: string, period: ResolvedPeriod) => sql`
  select w.postal_code, w.created_at from waitlist_entries w
  where w.created_at >= ${iso(period.start)}::timestamptz and w.created_at < ${iso(period.end)}::timestamptz
    and left(w.postal_code, 3) in (select distinct left(code, 3) from markets m, unnest(m.postal_codes) code where m.id = ${marketId})`;

export async function waitlistByWeekdayHour(db: Kysely<Database>, marketId: string, timeZone: string, period: ResolvedPeriod) {
  const { rows } = await sql<{ weekday: number; hour: number; signups: number }>`
    select extract(isodow from nearby.created_at at time zone ${timeZone})::int as weekday, extract(hour from nearby.created_at at time zone ${timeZone})::int as hour,
      count(*)::int as signups
    from (${nearbyWaitlist(marketId, period)}) nearby
    group by 1, 2`.execute(db);
  return rows;
}

/** The postal codes with the most unmet searches and waitlist sign-ups together, most first. */
export async function postalCodeRanking(db: Kysely<Database>, marketId: string, period: ResolvedPeriod, limit: number) {
  const { rows } = await sql<{ postal_code: string; unmet: number; waitlist: number; served: boolean }>`
    with unmet as (
      select postal_code, sum(searches)::int as n from unmet_demand
      where market_id = ${marketId} and searched_on >= ${period.from}::date and searched_on <= ${period.to}::date and postal_code is not null
      group by 1
    ),
    waitlist as (select postal_code, count(*)::int as n from (${nearbyWaitlist(marketId, period)}) nearby group by 1)
    select coalesce(unmet.postal_code, waitlist.postal_code) as postal_code, coalesce(unmet.n, 0) as unmet, coalesce(waitlist.n, 0) as waitlist,
      coalesce(coalesce(unmet.postal_code, waitlist.postal_code) = any(m.postal_codes), false) as served
    from unmet full join waitlist on waitlist.postal_code = unmet.postal_code
    cross join (select postal_codes from markets where id = ${marketId}) m
    order by coalesce(unmet.n, 0) + coalesce(waitlist.n, 0) desc, 1
    limit ${limit}`.execute(db);
  return rows;
}
