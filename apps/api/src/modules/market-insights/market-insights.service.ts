import type { CapacityQuery, InsightPeriodQuery, KpiValues, MarketCapacity, MarketKpis } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canManageMarket } from '../access';
import { findMarketRow } from '../markets';
import { resolvePeriods, toPeriodRange } from './insight-period';
import {
  answersOf,
  availableMinutesOf,
  bookedByBucket,
  bucketsOf,
  outcomesByBucket,
  type Periods,
  postalCodeRanking,
  problemsOf,
  ratingsOf,
  unmetByWeekdayHour,
  unmetSearchesOf,
  waitlistByWeekdayHour,
} from './market-insights.repository';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { marketInsightsMessages as m } from './market-insights-messages';

/** The market, if the caller runs it: 404 for no such market, 403 for anyone else's. */
async function managedMarket(deps: Deps, user: Actor, marketId: string): Promise<MarketRow> {
  const market = await findMarketRow(deps.db, marketId);
  if (!market) throw AppError.notFound(common.noSuchMarket);
  authorize(canManageMarket(user, marketId), m.onlyManagersSeeNumbers);
  return market;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/** Problems per 100 completed jobs and the median time to resolve (docs/market.md, "KPIs"). */
const problemFigures = (reported: number, completed: number, medianSeconds: number | null) => ({
  problemsReported: reported,
  problemsPer100Jobs: completed > 0 ? round((reported * 100) / completed, 1) : null,
  medianResolveSeconds: medianSeconds === null ? null : Math.round(medianSeconds),
});

export async function getMarketKpis(deps: Deps, user: Actor, marketId: string, query: InsightPeriodQuery): Promise<MarketKpis> {
  const market = await managedMarket(deps, user, marketId);
  const { current, previous } = resolvePeriods(market.time_zone, deps.now(), query);
  const periods: Periods = { marketId, timeZone: market.time_zone, current, previous };
  const granularity = query.period === 'today' ? 'hour' : 'day';
  // PGlite answers one query at a time anyway; on PostgreSQL the pool runs them side by side.
  const [booked, outcomes, answers, available, ratings, unmet, buckets, problems] = await Promise.all([
    bookedByBucket(deps.db, periods, granularity),
    outcomesByBucket(deps.db, periods, granularity),
    answersOf(deps.db, periods),
    availableMinutesOf(deps.db, periods),
    ratingsOf(deps.db, periods),
    unmetSearchesOf(deps.db, periods),
    bucketsOf(deps.db, periods, granularity),
    problemsOf(deps.db, periods),
  ]);
  // The aggregates come per local day (at most 2 × 366 rows): each period's figures are their sums.
  const total = <T extends { current: boolean }>(rows: T[], current: boolean, value: (row: T) => number) =>
    rows.reduce((sum, row) => (row.current === current ? sum + value(row) : sum), 0);
  const values = (which: 'current' | 'previous'): KpiValues => {
    const current = which === 'current';
    const bookedMinutes = Math.round(total(outcomes, current, (row) => row.booked_minutes));
    const availableMinutes = Math.round(available[which]?.minutes ?? 0);
    const rating = ratings[which];
    const answer = answers[which];
    return {
      booked: total(booked, current, (row) => row.booked),
      completed: total(outcomes, current, (row) => row.completed),
      cancelled: total(outcomes, current, (row) => row.cancelled),
      cancelledBy: {
        customer: total(outcomes, current, (row) => row.by_customer),
        provider: total(outcomes, current, (row) => row.by_provider),
        manager: total(outcomes, current, (row) => row.by_manager),
        system: total(outcomes, current, (row) => row.by_system),
      },
      noShows: total(outcomes, current, (row) => row.no_shows),
      bookedMinutes,
      availableMinutes,
      fillRate: availableMinutes > 0 ? round(bookedMinutes / availableMinutes, 4) : null,
      grossBookingMinor: Math.round(total(booked, current, (row) => row.gross)),
      averageRating: rating?.average == null ? null : round(rating.average, 2),
      reviews: rating?.reviews ?? 0,
      medianResponseSeconds: answer?.median_response == null ? null : Math.round(answer.median_response),
      answers: answer?.answers ?? 0,
      unmetSearches: unmet[which]?.searches ?? 0,
      ...problemFigures(problems.opened[which]?.opened ?? 0, total(outcomes, current, (row) => row.completed), problems.resolved[which]?.median ?? null),
    };
  };
  const bookedAt = new Map(booked.filter((row) => row.current).map((row) => [row.local_start, row]));
  const outcomeAt = new Map(outcomes.filter((row) => row.current).map((row) => [row.local_start, row]));
  return {
    marketId,
    timeZone: market.time_zone,
    currency: market.currency,
    period: query.period,
    current: { ...toPeriodRange(current), values: values('current') },
    previous: { ...toPeriodRange(previous), values: values('previous') },
    granularity,
    series: buckets.map((bucket) => ({
      at: new Date(bucket.at).toISOString(),
      label: granularity === 'hour' ? `${bucket.local_start.slice(11, 13)}:00` : bucket.local_start.slice(0, 10),
      booked: bookedAt.get(bucket.local_start)?.booked ?? 0,
      completed: outcomeAt.get(bucket.local_start)?.completed ?? 0,
      cancelled: outcomeAt.get(bucket.local_start)?.cancelled ?? 0,
      grossBookingMinor: Math.round(bookedAt.get(bucket.local_start)?.gross ?? 0),
    })),
  };
}

const emptyWeek = () => Array.from({ length: 7 }, () => Array.from({ length: 24 }, () => 0));

export async function getMarketCapacity(deps: Deps, user: Actor, marketId: string, query: CapacityQuery): Promise<MarketCapacity> {
  const market = await managedMarket(deps, user, marketId);
  const { current } = resolvePeriods(market.time_zone, deps.now(), query);
  const [unmet, waitlist, postalCodes] = await Promise.all([
    unmetByWeekdayHour(deps.db, marketId, current),
    waitlistByWeekdayHour(deps.db, marketId, market.time_zone, current),
    postalCodeRanking(deps.db, marketId, current, query.limit),
  ]);
  // At most 7 × 25 aggregated cells each: laid out into the fixed matrix here.
  const unmetGrid = emptyWeek();
  let unmetSearches = 0;
  let hourUnknown = 0;
  let noPostalCode = 0;
  for (const cell of unmet) {
    unmetSearches += cell.searches;
    noPostalCode += cell.no_postal_code;
    if (cell.hour === null) hourUnknown += cell.searches;
    else unmetGrid[cell.weekday - 1]![cell.hour]! += cell.searches;
  }
  const waitlistGrid = emptyWeek();
  let waitlistSignups = 0;
  for (const cell of waitlist) {
    waitlistSignups += cell.signups;
    waitlistGrid[cell.weekday - 1]![cell.hour]! += cell.signups;
  }
  return {
    marketId,
    timeZone: market.time_zone,
    period: query.period,
    range: toPeriodRange(current),
    totals: { unmetSearches, unmetSearchesHourUnknown: hourUnknown, unmetSearchesNoPostalCode: noPostalCode, waitlistSignups },
    unmetByWeekdayHour: unmetGrid,
    waitlistByWeekdayHour: waitlistGrid,
    postalCodes: postalCodes.map((row) => ({ postalCode: row.postal_code, unmetSearches: row.unmet, waitlistSignups: row.waitlist, served: row.served })),
  };
}
