import { type NewTimeOff, profileLimits, type TimeOffState } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type Actor, authorize, canEditProviderProfile } from '../access';
import { providerScope } from '../providers';
import { listProviderMarketZones } from './profile.repository';
import { countCurrentTimeOff, deleteTimeOff, insertTimeOff, listCurrentTimeOff, listJobsInTimeOff } from './time-off.repository';
import { providerProfileMessages as m } from './provider-profile-messages';

const MAX_DAYS = 366;

/** The zone a provider's times are entered and shown in: their first market's (UTC without one). */
export async function providerTimeZone(deps: Deps, providerId: string): Promise<string> {
  const [first] = await listProviderMarketZones(deps.db, providerId);
  return first?.time_zone ?? 'UTC';
}

/** Wall-clock times in the zone → instants; a time skipped by a clock change moves forward with the clock. */
export function toTimeOffRange(entry: Pick<NewTimeOff, 'start' | 'end'>, timeZone: string, now: Date): { start: Date; end: Date } {
  const start = DateTime.fromISO(entry.start, { zone: timeZone }).toJSDate();
  const end = DateTime.fromISO(entry.end, { zone: timeZone }).toJSDate();
  if (end <= start) throw AppError.validation({ end: [m.endsBeforeStart] });
  if (end <= now) throw AppError.validation({ end: [m.timeAlreadyOver] });
  if (end.getTime() - start.getTime() > MAX_DAYS * 24 * 3_600_000) throw AppError.validation({ end: [{ ...m.atMostDays, values: { days: MAX_DAYS } }] });
  return { start, end };
}

/** Current time off, and the booked jobs inside it that the provider still has to resolve. */
export async function getTimeOffState(deps: Deps, providerId: string): Promise<TimeOffState> {
  const now = deps.now();
  const [timeZone, entries, jobs] = await Promise.all([
    providerTimeZone(deps, providerId),
    listCurrentTimeOff(deps.db, providerId, now, profileLimits.timeOffEntries),
    listJobsInTimeOff(deps.db, providerId, now, profileLimits.timeOffConflicts),
  ]);
  return {
    timeZone,
    entries: entries.map((row) => ({ id: row.id, start: row.starts_at.toISOString(), end: row.ends_at.toISOString(), reason: row.reason })),
    conflicts: jobs.map((job) => ({
      jobId: job.id,
      status: job.status as 'requested' | 'confirmed',
      start: job.start_at.toISOString(),
      end: job.end_at.toISOString(),
      services: job.services,
      timeOffId: job.time_off_id,
    })),
  };
}

/**
 * Time off applies to slot search at once (the search reads it). Jobs already booked inside it
 * are not touched: the answer lists them for the provider to resolve (reschedule or cancel).
 */
export async function addTimeOff(deps: Deps, user: Actor, providerId: string, entry: NewTimeOff): Promise<TimeOffState> {
  authorize(canEditProviderProfile(user, await providerScope(deps, providerId)), m.onlyProviderTimeOff);
  const range = toTimeOffRange(entry, await providerTimeZone(deps, providerId), deps.now());
  if ((await countCurrentTimeOff(deps.db, providerId, deps.now())) >= profileLimits.timeOffEntries) {
    throw AppError.validation({ start: [{ ...m.tooManyTimeOffs, values: { count: profileLimits.timeOffEntries } }] });
  }
  await insertTimeOff(deps.db, providerId, { ...range, reason: entry.reason });
  return getTimeOffState(deps, providerId);
}

export async function removeTimeOff(deps: Deps, user: Actor, providerId: string, timeOffId: string): Promise<TimeOffState> {
  authorize(canEditProviderProfile(user, await providerScope(deps, providerId)), m.onlyProviderTimeOff);
  if (!(await deleteTimeOff(deps.db, providerId, timeOffId))) throw AppError.notFound(m.noSuchTimeOff);
  return getTimeOffState(deps, providerId);
}
