import type { IntlShape } from '@formatjs/intl';
import type { Candidate } from '@marketplace/contracts';
import { declinedReason, loadReason, ratingReason, travelReason } from './candidate-reasons';

/**
 * The ranking of the providers a manager may assign a job to (docs/market.md "The job desk"),
 * 0–100 points in three parts, each shown with the fact behind it:
 *
 * - rating, up to 50: 50 × R / 5, where R is the Bayesian-adjusted rating
 *   R = (sum of stars + PRIOR_MEAN × PRIOR_WEIGHT) / (reviews + PRIOR_WEIGHT): a provider with
 *   few reviews is pulled towards 4.0, so one 5★ review does not beat 4.8★ over 35;
 * - load, up to 30: 30 × max(0, 1 − other jobs that day / FULL_DAY_JOBS): fewer is better;
 * - travel, up to 20: 20 × min(gap, COMFORTABLE_GAP) / COMFORTABLE_GAP, where gap is the
 *   smaller of the free minutes before the job (since the previous job that day ended) and
 *   after it (until the next starts); nothing else that day counts as a full gap.
 *
 * A provider who declined this job before is listed last, whatever the score.
 */
export const PRIOR_MEAN = 4;
export const PRIOR_WEIGHT = 5;
export const FULL_DAY_JOBS = 4;
export const COMFORTABLE_GAP_MINUTES = 120;
const MINUTE_MS = 60_000;

export interface CandidateFacts {
  provider: Candidate['provider'];
  ratingSum: number;
  /** The other jobs of the provider that day (market zone), this job excluded. */
  dayJobs: Array<{ start: Date; end: Date }>;
  declinedBefore: boolean;
}

const round1 = (value: number) => Math.round(value * 10) / 10;

export function adjustedRating(sum: number, count: number): number {
  return (sum + PRIOR_MEAN * PRIOR_WEIGHT) / (count + PRIOR_WEIGHT);
}

/** The score and its parts for one provider at the job's time, the reasons in the reader's words (`intl`). */
export function scoreCandidate(intl: IntlShape<string>, facts: CandidateFacts, job: { start: Date; end: Date }): Candidate {
  const { rating } = facts.provider;
  const adjusted = adjustedRating(facts.ratingSum, rating.count);
  const ratingPart = { name: 'rating' as const, points: round1((50 * adjusted) / 5), max: 50, reason: ratingReason(intl, rating) };

  const others = facts.dayJobs.length;
  const loadPart = { name: 'load' as const, points: round1(30 * Math.max(0, 1 - others / FULL_DAY_JOBS)), max: 30, reason: loadReason(intl, others) };

  const before = facts.dayJobs.filter((other) => other.end.getTime() <= job.start.getTime()).map((other) => (job.start.getTime() - other.end.getTime()) / MINUTE_MS);
  const after = facts.dayJobs.filter((other) => other.start.getTime() >= job.end.getTime()).map((other) => (other.start.getTime() - job.end.getTime()) / MINUTE_MS);
  const gapBefore = before.length ? Math.min(...before) : null;
  const gapAfter = after.length ? Math.min(...after) : null;
  const gaps = [gapBefore, gapAfter].filter((gap): gap is number => gap !== null);
  const gap = gaps.length ? Math.min(...gaps) : COMFORTABLE_GAP_MINUTES;
  const travelPart = { name: 'travel' as const, points: round1((20 * Math.min(gap, COMFORTABLE_GAP_MINUTES)) / COMFORTABLE_GAP_MINUTES), max: 20, reason: travelReason(intl, gapBefore, gapAfter) };

  const parts = [ratingPart, loadPart, travelPart];
  return {
    provider: facts.provider,
    score: round1(parts.reduce((total, part) => total + part.points, 0)),
    parts,
    reasons: [...(facts.declinedBefore ? [declinedReason(intl)] : []), ...parts.map((part) => part.reason)],
    declinedBefore: facts.declinedBefore,
  };
}

/** Best first: those who declined this job last, then the higher score, then by name. */
export function rankCandidates(candidates: Candidate[]): Candidate[] {
  return [...candidates].sort(
    (a, b) =>
      Number(a.declinedBefore) - Number(b.declinedBefore) ||
      b.score - a.score ||
      a.provider.displayName.localeCompare(b.provider.displayName) ||
      a.provider.id.localeCompare(b.provider.id),
  );
}
