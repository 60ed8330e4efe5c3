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

export interface Bookings {
  current: boolean;
  booked: number;
  gross: number;
  answers: number;
  median_response: number | null;
}

/** Jobs booked (created) in each period, their value, and the providers' answers to them. */
export async function bookingsOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<Bookings>> {
  const inPeriods = sql`j.market_id = ${p.marketId}
    and j.created_at >= ${iso(p.previous.start)}::timestamptz and j.created_at < ${iso(p.current.end)}::timestamptz
    and j.status not in ${NOT_BOOKED}`;
  const isCurrent = sql`j.created_at >= ${iso(p.current.start)}::timestamptz`;
  const [{ rows: totals }, { rows: answers }] = await Promise.all([
    sql<{ current: boolean; booked: number; gross: number }>`
      select ${isCurrent} as current, count(*)::int as booked, coalesce(sum(j.total_minor), 0)::float8 as gross
      from jobs j where ${inPeriods} group by 1`.execute(db),
    sql<{ current: boolean; answers: number; median_response: number | null }>`
      select ${isCurrent} as current, count(*)::int as answers,
        (percentile_cont(0.5) within group (order by answer.seconds))::float8 as median_response
      from jobs j
      join lateral (
        -- Each answer of a provider (accept → confirmed, decline → unassigned) against the job's
        -- latest request before it: a reassigned job is a new request to a new provider.
        select extract(epoch from (a.at - (
            select max(r.at) from job_events r where r.job_id = j.id and r.to_status = 'requested' and r.at <= a.at
          )))::float8 as seconds
        from job_events a
        where a.job_id = j.id and a.from_status = 'requested' and a.actor_role = 'provider' and a.to_status in ('confirmed', 'unassigned')
      ) answer on answer.seconds is not null
      where ${inPeriods}
      group by 1`.execute(db),
  ]);
  const byFlag = (current: boolean): Bookings | undefined => {
    const total = totals.find((row) => row.current === current);
    const answer = answers.find((row) => row.current === current);
    return total && { current, booked: total.booked, gross: total.gross, answers: answer?.answers ?? 0, median_response: answer?.median_response ?? null };
  };
  return { current: byFlag(true), previous: byFlag(false) };
}

export interface Outcomes {
  current: boolean;
  completed: number;
  no_shows: number;
  cancelled: number;
  by_customer: number;
  by_provider: number;
  by_manager: number;
  by_system: number;
  booked_minutes: number;
}

/** What became of the jobs scheduled to start in each period, and the provider time they take. */
export async function outcomesOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<Outcomes>> {
  const { rows } = await sql<Outcomes>`
    select j.start_at >= ${iso(p.current.start)}::timestamptz as current,
      count(*) filter (where j.status = 'completed')::int as completed,
      count(*) filter (where j.status = 'no_show')::int as no_shows,
      count(*) filter (where j.status = 'cancelled')::int as cancelled,
      count(*) filter (where j.status = 'cancelled' and c.role = 'customer')::int as by_customer,
      count(*) filter (where j.status = 'cancelled' and c.role = 'provider')::int as by_provider,
      count(*) filter (where j.status = 'cancelled' and c.role in ('manager', 'admin'))::int as by_manager,
      count(*) filter (where j.status = 'cancelled' and (c.role is null or c.role = 'system'))::int as by_system,
      coalesce(sum(extract(epoch from (j.end_at - j.start_at)) / 60) filter (where j.provider_id is not null and j.status in ${TAKES_TIME}), 0)::float8 as booked_minutes
    from jobs j
    left join lateral (
      select e.actor_role as role from job_events e
      where e.job_id = j.id and j.status = 'cancelled' and e.to_status = 'cancelled'
      order by e.at desc limit 1
    ) c on true
    where j.market_id = ${p.marketId}
      and j.start_at >= ${iso(p.previous.start)}::timestamptz and j.start_at < ${iso(p.current.end)}::timestamptz
      and j.status not in ${NOT_BOOKED}
    group by 1`.execute(db);
  return split(rows);
}

/**
 * The market's providers' weekly hours laid over every day of both periods in the market's
 * zone (daylight-saving days included: PostgreSQL converts each local interval), less their
 * time off, in minutes.
 */
export async function availableMinutesOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<{ current: boolean; minutes: number }>> {
  const { rows } = await sql<{ current: boolean; minutes: number }>`
    with days as (
      select d::date as day, extract(isodow from d)::int as weekday
      from generate_series(${p.previous.from}::timestamp, ${p.current.to}::timestamp, interval '1 day') d
    ),
    intervals as (
      select a.provider_id, days.day >= ${p.current.from}::date as current,
        (days.day + make_interval(mins => a.start_minute))::timestamp at time zone ${p.timeZone} as starts,
        (days.day + make_interval(mins => a.end_minute))::timestamp at time zone ${p.timeZone} as ends
      from provider_markets pm
      join provider_availability a on a.provider_id = pm.provider_id
      join days on days.weekday = a.weekday
      where pm.market_id = ${p.marketId}
    )
    select i.current,
      coalesce(sum(greatest(0, extract(epoch from (i.ends - i.starts)) - coalesce(off.seconds, 0)) / 60), 0)::float8 as minutes
    from intervals i
    left join lateral (
      select sum(extract(epoch from (least(t.ends_at, i.ends) - greatest(t.starts_at, i.starts)))) as seconds
      from provider_time_off t
      where t.provider_id = i.provider_id and t.starts_at < i.ends and t.ends_at > i.starts
    ) off on true
    group by 1`.execute(db);
  return split(rows);
}

/** Reviews written in each period about the market's jobs. */
export async function ratingsOf(db: Kysely<Database>, p: Periods): Promise<ByPeriod<{ current: boolean; reviews: number; average: number | null }>> {
  const { rows } = await sql<{ current: boolean; reviews: number; average: number | null }>`
    select r.created_at >= ${iso(p.current.start)}::timestamptz as current, count(*)::int as reviews, avg(r.rating)::float8 as average
    from reviews r join jobs j on j.id = r.job_id
    where j.market_id = ${p.marketId}
      and r.created_at >= ${iso(p.previous.start)}::timestamptz and r.created_at < ${iso(p.current.end)}::timestamptz
    group by 1`.execute(db);
  return split(rows);
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

export interface SeriesRow {
  at: Date | string;
  label: string;
  booked: number;
  completed: number;
  cancelled: number;
  gross: number;
}

/** The current period's trend, one row per hour or day of the market's zone (empty ones too). */
export async function seriesOf(db: Kysely<Database>, p: Pick<Periods, 'marketId' | 'timeZone' | 'current'>, unit: 'hour' | 'day'): Promise<SeriesRow[]> {
  const step = unit === 'hour' ? '1 hour' : '1 day';
  const format = unit === 'hour' ? 'HH24:00' : 'YYYY-MM-DD';
  const { rows } = await sql<SeriesRow>`
    with buckets as (
      select b as local_start
      from generate_series(${p.current.from}::timestamp, ${p.current.to}::timestamp + interval '1 day' - ${step}::interval, ${step}::interval) b
    ),
    booked as (
      select date_trunc(${unit}, j.created_at at time zone ${p.timeZone}) as local_start, count(*)::int as booked, sum(j.total_minor)::float8 as gross
      from jobs j
      where j.market_id = ${p.marketId} and j.created_at >= ${iso(p.current.start)}::timestamptz and j.created_at < ${iso(p.current.end)}::timestamptz
        and j.status not in ${NOT_BOOKED}
      group by 1
    ),
    outcomes as (
      select date_trunc(${unit}, j.start_at at time zone ${p.timeZone}) as local_start,
        count(*) filter (where j.status = 'completed')::int as completed, count(*) filter (where j.status = 'cancelled')::int as cancelled
      from jobs j
      where j.market_id = ${p.marketId} and j.start_at >= ${iso(p.current.start)}::timestamptz and j.start_at < ${iso(p.current.end)}::timestamptz
        and j.status in ('completed', 'cancelled')
      group by 1
    )
    select buckets.local_start at time zone ${p.timeZone} as at, to_char(buckets.local_start, ${format}) as label,
      coalesce(booked.booked, 0) as booked, coalesce(outcomes.completed, 0) as completed, coalesce(outcomes.cancelled, 0) as cancelled,
      coalesce(booked.gross, 0)::float8 as gross
    from buckets
    left join booked on booked.local_start = buckets.local_start
    left join outcomes on outcomes.local_start = buckets.local_start
    order by buckets.local_start`.execute(db);
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
