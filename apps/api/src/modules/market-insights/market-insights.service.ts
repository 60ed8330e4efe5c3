import type { CapacityQuery, InsightPeriodQuery, KpiValues, MarketCapacity, MarketKpis } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canManageMarket } from '../access/policies';
import { findMarketRow } from '../markets/markets.repository';
import { resolvePeriods, toPeriodRange } from './insight-period';
import {
  availableMinutesOf,
  bookingsOf,
  outcomesOf,
  type Periods,
  postalCodeRanking,
  ratingsOf,
  seriesOf,
  unmetByWeekdayHour,
  unmetSearchesOf,
  waitlistByWeekdayHour,
} from './market-insights.repository';

/** The market, if the caller runs it: 404 for no such market, 403 for anyone else's. */
async function managedMarket(deps: Deps, user: Actor, marketId: string): Promise<MarketRow> {
  const market = await findMarketRow(deps.db, marketId);
  if (!market) throw AppError.notFound('There is no such market.');
  authorize(canManageMarket(user, marketId), "Only the managers of this market can see its numbers.");
  return market;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

export async function getMarketKpis(deps: Deps, user: Actor, marketId: string, query: InsightPeriodQuery): Promise<MarketKpis> {
  const market = await managedMarket(deps, user, marketId);
  const { current, previous } = resolvePeriods(market.time_zone, deps.now(), query);
  const periods: Periods = { marketId, timeZone: market.time_zone, current, previous };
  const granularity = query.period === 'today' ? 'hour' : 'day';
  // PGlite answers one query at a time anyway; on PostgreSQL the pool runs them side by side.
  const [bookings, outcomes, available, ratings, unmet, series] = await Promise.all([
    bookingsOf(deps.db, periods),
    outcomesOf(deps.db, periods),
    availableMinutesOf(deps.db, periods),
    ratingsOf(deps.db, periods),
    unmetSearchesOf(deps.db, periods),
    seriesOf(deps.db, periods, granularity),
  ]);
  const values = (which: 'current' | 'previous'): KpiValues => {
    const b = bookings[which];
    const o = outcomes[which];
    const bookedMinutes = Math.round(o?.booked_minutes ?? 0);
    const availableMinutes = Math.round(available[which]?.minutes ?? 0);
    const rating = ratings[which];
    return {
      booked: b?.booked ?? 0,
      completed: o?.completed ?? 0,
      cancelled: o?.cancelled ?? 0,
      cancelledBy: { customer: o?.by_customer ?? 0, provider: o?.by_provider ?? 0, manager: o?.by_manager ?? 0, system: o?.by_system ?? 0 },
      noShows: o?.no_shows ?? 0,
      bookedMinutes,
      availableMinutes,
      fillRate: availableMinutes > 0 ? round(bookedMinutes / availableMinutes, 4) : null,
      grossBookingMinor: Math.round(b?.gross ?? 0),
      averageRating: rating?.average == null ? null : round(rating.average, 2),
      reviews: rating?.reviews ?? 0,
      medianResponseSeconds: b?.median_response == null ? null : Math.round(b.median_response),
      answers: b?.answers ?? 0,
      unmetSearches: unmet[which]?.searches ?? 0,
    };
  };
  return {
    marketId,
    timeZone: market.time_zone,
    currency: market.currency,
    period: query.period,
    current: { ...toPeriodRange(current), values: values('current') },
    previous: { ...toPeriodRange(previous), values: values('previous') },
    granularity,
    series: series.map((row) => ({
      at: new Date(row.at).toISOString(),
      label: row.label,
      booked: row.booked,
      completed: row.completed,
      cancelled: row.cancelled,
      grossBookingMinor: Math.round(row.gross),
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
