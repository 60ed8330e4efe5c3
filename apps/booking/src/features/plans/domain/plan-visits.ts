import type { JobStatus, PlanVisit } from '@marketplace/contracts';

/** A visit in these statuses has not happened yet and may still be skipped (the API checks again). */
const skippable = new Set<JobStatus>(['requested', 'confirmed', 'unassigned']);
/** Moving is the job's reschedule, which needs a provider who holds the time. */
const movable = new Set<JobStatus>(['requested', 'confirmed']);

/**
 * The plan's visits as its page lists them: those still to come (and one under way) soonest
 * first, then the past ones latest first.
 */
export function splitVisits(visits: readonly PlanVisit[], now: number): { coming: PlanVisit[]; past: PlanVisit[] } {
  const isComing = (visit: PlanVisit) => visit.status === 'in_progress' || Date.parse(visit.start) >= now;
  const byStart = (a: PlanVisit, b: PlanVisit) => Date.parse(a.start) - Date.parse(b.start);
  return {
    coming: visits.filter(isComing).sort(byStart),
    past: visits.filter((visit) => !isComing(visit)).sort((a, b) => byStart(b, a)),
  };
}

/** What the customer may do with one visit: skip it (cancelled under the policy) or move it (on its job page). */
export function visitActions(visit: PlanVisit, now: number): { skip: boolean; move: boolean } {
  const ahead = Date.parse(visit.start) > now;
  return { skip: ahead && skippable.has(visit.status), move: ahead && movable.has(visit.status) };
}
