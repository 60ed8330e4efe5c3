import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';

/** The facts behind each part of a candidate's score, as the manager reads them (docs/languages.md). */
const reasons = defineMessages({
  declinedBefore: { id: 'api.job-desk.reason.declined-before', defaultMessage: 'Declined this job before' },
  noReviews: { id: 'api.job-desk.reason.no-reviews', defaultMessage: 'No reviews yet' },
  rating: { id: 'api.job-desk.reason.rating', defaultMessage: '{average, number, ::.0}★ over {count, plural, one {# review} other {# reviews}}' },
  noOtherJob: { id: 'api.job-desk.reason.no-other-job', defaultMessage: 'No other job that day' },
  otherJobs: { id: 'api.job-desk.reason.other-jobs', defaultMessage: '{count, plural, one {# other job} other {# other jobs}} that day' },
  nothingAround: { id: 'api.job-desk.reason.nothing-around', defaultMessage: 'Nothing booked right before or after' },
  freeBefore: { id: 'api.job-desk.reason.free-before', defaultMessage: '{before} free before' },
  freeAfter: { id: 'api.job-desk.reason.free-after', defaultMessage: '{after} free after' },
  freeAround: { id: 'api.job-desk.reason.free-around', defaultMessage: '{before} free before, {after} free after' },
  minutes: { id: 'api.job-desk.duration.minutes', defaultMessage: '{minutes, number} min' },
  hours: { id: 'api.job-desk.duration.hours', defaultMessage: '{hours, number} h' },
  hoursMinutes: { id: 'api.job-desk.duration.hours-minutes', defaultMessage: '{hours, number} h {minutes, number} min' },
});

type Words = IntlShape<string>;

/** "90 min", "2 h", "2 h 30 min": minutes up to two hours, then hours and minutes. */
function duration(intl: Words, totalMinutes: number): string {
  if (totalMinutes < 120) return intl.formatMessage(reasons.minutes, { minutes: totalMinutes });
  const hours = Math.floor(totalMinutes / 60);
  const minutes = totalMinutes % 60;
  return minutes === 0 ? intl.formatMessage(reasons.hours, { hours }) : intl.formatMessage(reasons.hoursMinutes, { hours, minutes });
}

export const declinedReason = (intl: Words) => intl.formatMessage(reasons.declinedBefore);

export function ratingReason(intl: Words, rating: { average: number | null; count: number }): string {
  return rating.average === null ? intl.formatMessage(reasons.noReviews) : intl.formatMessage(reasons.rating, { average: rating.average, count: rating.count });
}

export function loadReason(intl: Words, otherJobs: number): string {
  return otherJobs === 0 ? intl.formatMessage(reasons.noOtherJob) : intl.formatMessage(reasons.otherJobs, { count: otherJobs });
}

/** The free time around the job: before it, after it, both, or nothing booked that day near it. */
export function travelReason(intl: Words, gapBefore: number | null, gapAfter: number | null): string {
  const before = gapBefore === null ? null : duration(intl, Math.round(gapBefore));
  const after = gapAfter === null ? null : duration(intl, Math.round(gapAfter));
  if (before !== null && after !== null) return intl.formatMessage(reasons.freeAround, { before, after });
  if (before !== null) return intl.formatMessage(reasons.freeBefore, { before });
  if (after !== null) return intl.formatMessage(reasons.freeAfter, { after });
  return intl.formatMessage(reasons.nothingAround);
}
