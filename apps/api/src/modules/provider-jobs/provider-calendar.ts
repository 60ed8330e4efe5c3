import { type LanguageCode, type ProviderCalendar, providerListLimits, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { listJobServices, listWeeklyHours } from '../booking';
import { requireProvider } from './provider-job-detail';
import { toProviderJobSummary } from './provider-job-shapes';
import { listJobsBetween, listProviderMarkets, listTimeOffBetween } from './provider-jobs.repository';
import { expandWeeklyHours } from './working-hours';

const iso = (at: number | Date) => new Date(at).toISOString();

/**
 * The provider's calendar between two instants (the contract bounds it to 62 days): jobs, time
 * off and weekly hours as real intervals, all in the zone of the provider's (first) market,
 * whatever the browser's zone.
 */
export async function providerCalendar(deps: Deps, user: SessionUser, query: { from: string; to: string }, language: LanguageCode): Promise<ProviderCalendar> {
  const providerId = requireProvider(user);
  const range = { start: new Date(query.from), end: new Date(query.to) };
  const [market] = await listProviderMarkets(deps.db, providerId);
  const timeZone = market?.time_zone ?? 'UTC';
  const rows = await listJobsBetween(deps.db, providerId, range, providerListLimits.calendarJobs);
  const services = await listJobServices(deps.db, rows.map((row) => row.id), language);
  const timeOff = await listTimeOffBetween(deps.db, providerId, range, providerListLimits.calendarTimeOff);
  const weekly = (await listWeeklyHours(deps.db, [providerId])).map((row) => ({ weekday: row.weekday, startMinute: row.start_minute, endMinute: row.end_minute }));
  const hours = expandWeeklyHours(timeZone, weekly, { start: range.start.getTime(), end: range.end.getTime() });
  return {
    timeZone,
    jobs: rows.map((row) => {
      const { id, status, start, end, services: lines, area, plan } = toProviderJobSummary(row, services);
      return { id, status, start, end, services: lines, area, plan };
    }),
    timeOff: timeOff.map((off) => ({ start: iso(off.starts_at), end: iso(off.ends_at), reason: off.reason })),
    workingHours: hours.slice(0, providerListLimits.calendarHours).map((interval) => ({ start: iso(interval.start), end: iso(interval.end) })),
  };
}
