import type { Deps } from '../../deps';
import type { MarketRow } from '../../db/schema';
import { type BlockingFilter, listBlockingJobs, listTimeOff, listWeeklyHours } from './schedules.repository';
import { findSlots, type ProviderSchedule, relevantRange, type SlotDay, type SlotSearch, type TimeRange } from './slot-engine';

export interface ScheduleQuery {
  market: MarketRow;
  providerIds: string[];
  durationMinutes: number;
  now: Date;
  window?: TimeRange;
  blocking?: Omit<BlockingFilter, 'now'>;
}

/** Loads what the slot engine needs for these providers (hours, time off, blocking jobs) and runs it. */
export async function searchSchedules(deps: Deps, query: ScheduleQuery): Promise<SlotDay[]> {
  const { market } = query;
  const search: SlotSearch = {
    timeZone: market.time_zone,
    now: query.now.getTime(),
    durationMinutes: query.durationMinutes,
    stepMinutes: market.slot_step_minutes,
    minNoticeMinutes: market.min_notice_minutes,
    horizonDays: market.booking_horizon_days,
    bufferMinutes: market.travel_buffer_minutes,
    providers: [],
    ...(query.window ? { window: query.window } : {}),
  };
  const reach = relevantRange(search);
  if (query.providerIds.length === 0 || reach.start >= reach.end) return [];
  const range = { start: new Date(reach.start), end: new Date(reach.end) };
  const hours = await listWeeklyHours(deps.db, query.providerIds);
  const timeOff = await listTimeOff(deps.db, query.providerIds, range);
  const busy = await listBlockingJobs(deps.db, query.providerIds, range, { now: query.now, ...query.blocking });

  const schedules = new Map<string, ProviderSchedule>(query.providerIds.map((id) => [id, { id, weekly: [], timeOff: [], busy: [] }]));
  for (const row of hours) schedules.get(row.provider_id)?.weekly.push({ weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute });
  for (const row of timeOff) schedules.get(row.provider_id)?.timeOff.push({ start: row.starts_at.getTime(), end: row.ends_at.getTime() });
  for (const row of busy) schedules.get(row.providerId)?.busy.push({ start: row.start, end: row.end });
  return findSlots({ ...search, providers: [...schedules.values()] });
}

/** The providers free at exactly `start` (empty when it is not a bookable time). */
export async function providersFreeAt(deps: Deps, query: Omit<ScheduleQuery, 'window'> & { start: Date }): Promise<string[]> {
  const start = query.start.getTime();
  const days = await searchSchedules(deps, { ...query, window: { start, end: start + 1 } });
  return days[0]?.slots.find((slot) => slot.start === start)?.providerIds ?? [];
}
