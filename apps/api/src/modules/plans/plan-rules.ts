import type { JobStatus, PlanDetail, PlanStatus } from '@marketplace/contracts';
import { addDays, cancellationTerms, dayClock, type TimeRange, type WeeklyInterval } from '../booking';
import type { VisitProblem } from '../../i18n/recorded-reasons';
import { localMoment, minuteOfDay, nextOccurrenceFrom } from './occurrences';

/* A plan's rules as pure functions (docs/repeat-business.md); the use cases read and write around them. */

const MINUTE_MS = 60_000;

/** A visit as the rules see it. */
export interface VisitState {
  jobId: string;
  status: JobStatus;
  start: Date;
  /** The job's free-cancellation deadline (its policy, snapshotted from the plan). */
  freeUntil: Date;
  totalMinor: number;
  cancellationFeeBps: number;
}

/** A visit not done, not cancelled, not started: one the plan may still cancel. */
const OPEN: readonly JobStatus[] = ['requested', 'confirmed', 'unassigned'];
const isAhead = (visit: VisitState, now: Date) => OPEN.includes(visit.status) && visit.start.getTime() > now.getTime();

/**
 * What a change (weekday, time, provider) or a pause lets go of: the visits ahead still outside
 * their fee window, cancelled free (a change makes them again under the new terms). Those
 * already inside it keep their time and provider; the customer may still skip them, fee shown.
 */
export function visitsToRelease<V extends VisitState>(visits: readonly V[], now: Date): V[] {
  return visits.filter((visit) => isAhead(visit, now) && now.getTime() < visit.freeUntil.getTime());
}

/** What ending the plan cancels: every visit ahead not started, each with the fee its policy asks now (0 outside the window). */
export function visitsToEnd<V extends VisitState>(visits: readonly V[], now: Date): Array<V & { feeMinor: number }> {
  return visits
    .filter((visit) => isAhead(visit, now))
    .map((visit) => ({
      ...visit,
      feeMinor: cancellationTerms({ freeUntil: visit.freeUntil, totalMinor: visit.totalMinor, paidMinor: 0, policy: { cancellationFeeBps: visit.cancellationFeeBps } }, now).feeMinor,
    }));
}

/** What the plan's customer may do with it now. */
export function planAbilities(status: PlanStatus): PlanDetail['can'] {
  return { change: status !== 'ended', pause: status === 'active', resume: status === 'paused', end: status !== 'ended' };
}

/**
 * A new visit with the plan's provider: confirmed once that provider has accepted one of the
 * plan's visits (the arrangement stands); a request to answer, like any booking, until then.
 */
export const visitStatusFor = (providerAccepted: boolean): 'confirmed' | 'requested' => (providerAccepted ? 'confirmed' : 'requested');

/**
 * The first occurrence under a changed plan: the next one on the old rhythm after `from` (the
 * day after the last visit kept, or today), moved to the new weekday within its week. The
 * rhythm goes on from there.
 */
export function changedAnchor(plan: { anchorDate: string; everyWeeks: number; weekday: number }, newWeekday: number, from: string): string {
  const next = nextOccurrenceFrom(plan.anchorDate, plan.everyWeeks, from);
  return addDays(next, newWeekday - plan.weekday);
}

/** A provider's week as it stands around a visit: weekly hours, time off and the jobs that block them. */
export interface ProviderWeek {
  weekly: WeeklyInterval[];
  timeOff: TimeRange[];
  busy: TimeRange[];
}

/**
 * Why the plan's provider cannot take a visit at [start, end), or null: not working then by
 * their weekly hours (in the market's zone), off, or another job within the travel buffer either
 * side (the exclusion constraint's rule, which has the last word when two bookings race).
 */
export function scheduleProblem(week: ProviderWeek, visit: TimeRange, timeZone: string, bufferMinutes: number): VisitProblem | null {
  const { date, weekday, localTime } = localMoment(timeZone, visit.start);
  const clock = dayClock(timeZone, date);
  const minute = minuteOfDay(localTime);
  const working = week.weekly.some(
    (interval) => interval.weekday === weekday && interval.startMinute <= minute && clock.boundary(interval.startMinute) <= visit.start && clock.boundary(interval.endMinute) >= visit.end,
  );
  if (!working) return 'notWorking';
  if (week.timeOff.some((off) => off.start < visit.end && visit.start < off.end)) return 'timeOff';
  const buffer = bufferMinutes * MINUTE_MS;
  if (week.busy.some((job) => job.start < visit.end + buffer && visit.start < job.end + buffer)) return 'busy';
  return null;
}
