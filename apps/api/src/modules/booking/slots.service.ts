import type { ProviderCard, ServicesSelection, SlotsResponse } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { MarketRow } from '../../db/schema';
import { listProvidersInMarket } from '../providers';
import { feesOf, loadBookingContext } from './booking-market';
import { localDate, localHour } from './day-clock';
import { durationOf, priceSelection } from './prices';
import { providersFreeAt, searchSchedules } from './schedule-search';
import { listProvidersOffering } from './schedules.repository';
import type { SlotDay } from './slot-engine';
import { recordUnmetDemand } from './unmet-demand.repository';

const isoOf = (ms: number) => new Date(ms).toISOString();

export function toSlotsResponse(market: MarketRow, durationMinutes: number, days: SlotDay[]): SlotsResponse {
  return {
    timeZone: market.time_zone,
    durationMinutes,
    days: days.map((day) => ({
      date: day.date,
      slots: day.slots.map((slot) => ({ start: isoOf(slot.start), end: isoOf(slot.end), providerCount: slot.providerIds.length })),
    })),
  };
}

/** Start times for the services over the market's horizon; an empty answer is recorded as unmet demand. */
export async function searchSlots(deps: Deps, marketId: string, request: { services: ServicesSelection; postalCode?: string }): Promise<SlotsResponse> {
  // Only durations and totals are answered here, never a service's name.
  const { market, catalogue } = await loadBookingContext(deps, marketId, request.services, { live: true, language: 'en' });
  const durationMinutes = durationOf(request.services, catalogue);
  const now = deps.now();
  const providerIds = await listProvidersOffering(deps.db, market.id, request.services.map((service) => service.serviceId));
  const days = await searchSchedules(deps, { market, providerIds, durationMinutes, now });
  if (days.length === 0) {
    const day = localDate(market.time_zone, now.getTime());
    const hour = localHour(market.time_zone, now.getTime());
    await recordUnmetDemand(deps.db, { marketId: market.id, postalCode: request.postalCode ?? null, services: request.services, day, hour, at: now });
  }
  return toSlotsResponse(market, durationMinutes, days);
}

/** The providers free at one start, best rated first, each with the job's total. */
export async function providersAtStart(
  deps: Deps,
  marketId: string,
  request: { services: ServicesSelection; start: string },
): Promise<{ providers: Array<{ provider: ProviderCard; totalMinor: number }> }> {
  // Only durations and totals are answered here, never a service's name.
  const { market, catalogue } = await loadBookingContext(deps, marketId, request.services, { live: true, language: 'en' });
  const quote = priceSelection(request.services, catalogue, feesOf(market));
  const providerIds = await listProvidersOffering(deps.db, market.id, request.services.map((service) => service.serviceId));
  const free = new Set(await providersFreeAt(deps, { market, providerIds, durationMinutes: quote.durationMinutes, now: deps.now(), start: new Date(request.start) }));
  if (free.size === 0) return { providers: [] };
  const cards = await listProvidersInMarket(deps, market.id);
  return { providers: cards.filter((card) => free.has(card.id)).map((provider) => ({ provider, totalMinor: quote.totalMinor })) };
}
