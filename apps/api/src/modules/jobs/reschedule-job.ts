import type { LanguageCode, JobDetail, JobStatus, SessionUser, SlotsResponse } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors';
import type { MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { deadlineAfterReschedule, lapseExpiredHolds, loadMarket, providersFreeAt, searchSchedules, toSlotsResponse } from '../booking';
import { beforeStart } from './job-abilities';
import { actingAs } from './job-actor';
import { jobDetailOf, loadVisibleJob } from './job-detail';
import { afterJobFact, type JobFact, publishJobFact } from './job-wiring';
import { insertJobEvent, moveJob } from './jobs.repository';
import { refusal } from './transitions';
import { jobsMessages as m } from './jobs-messages';

const MINUTE_MS = 60_000;

/**
 * The job if this viewer may move it now: its customer before it starts, or a manager of its
 * market (admins); the provider cannot (403). 409 INVALID_TRANSITION for a job that cannot move.
 */
async function loadMovableJob(deps: Deps, user: SessionUser, jobId: string) {
  const row = await loadVisibleJob(deps, user, jobId);
  const actor = actingAs(user, row)!;
  const problem = refusal('reschedule', row.status as JobStatus, actor.role);
  if (problem) throw problem;
  if (actor.role === 'customer' && !beforeStart({ startAt: row.start_at }, deps.now())) {
    throw AppError.invalidTransition(m.startedCannotMove);
  }
  const market = await loadMarket(deps, row.market_id);
  return { row, actor, market, providerId: row.provider_id!, durationMinutes: (row.end_at.getTime() - row.start_at.getTime()) / MINUTE_MS };
}

/** Other start times with the same provider, from the same slot engine; the job's own time does not block it. */
export async function rescheduleSlots(deps: Deps, user: SessionUser, jobId: string): Promise<SlotsResponse> {
  const { row, market, providerId, durationMinutes } = await loadMovableJob(deps, user, jobId);
  const current = row.start_at.getTime();
  const days = await searchSchedules(deps, { market, providerIds: [providerId], durationMinutes, now: deps.now(), blocking: { exceptJobId: row.id } });
  const others = days
    .map((day) => ({ ...day, slots: day.slots.filter((slot) => slot.start !== current) }))
    .filter((day) => day.slots.length > 0);
  return toSlotsResponse(market, durationMinutes, others);
}

function wallTime(market: MarketRow, at: Date): string {
  return DateTime.fromJSDate(at, { zone: market.time_zone }).setLocale('en-US').toFormat('ccc d LLL yyyy, h:mm a');
}

/** The reason recorded on the timeline, in the market's time, zone named. */
export function rescheduleReason(market: MarketRow, from: Date, to: Date): string {
  return `Rescheduled from ${wallTime(market, from)} to ${wallTime(market, to)} (${market.time_zone})`;
}

/**
 * Moves the job to another bookable start with the same provider; it keeps its id, status,
 * price and policy, and a free-cancellation deadline that has passed (see cancellation.ts).
 * The exclusion constraint has the last word: a clash is 409 SLOT_TAKEN. It is published in the
 * same transaction (`job.rescheduled`: those it concerns are told, the reminder moves with it).
 */
export async function rescheduleJob(deps: Deps, user: SessionUser, jobId: string, startIso: string, language: LanguageCode): Promise<JobDetail> {
  const { row, actor, market, providerId, durationMinutes } = await loadMovableJob(deps, user, jobId);
  const start = new Date(startIso);
  if (start.getTime() === row.start_at.getTime()) throw AppError.validation({ start: [m.alreadyAtThisTime] });
  const now = deps.now();
  const free = await providersFreeAt(deps, { market, providerIds: [providerId], durationMinutes, now, start, blocking: { exceptJobId: row.id } });
  if (free.length === 0) throw AppError.slotTaken(m.timeNotAvailable);

  const end = new Date(start.getTime() + durationMinutes * MINUTE_MS);
  const blockedEnd = new Date(end.getTime() + market.travel_buffer_minutes * MINUTE_MS);
  const status = row.status as JobStatus;
  const policy = { freeCancellationHours: row.free_cancellation_hours, cancellationFeeBps: row.cancellation_fee_bps };
  const freeCancellationUntil = deadlineAfterReschedule(row.free_cancellation_until, start, policy, now);
  let moved: JobFact | undefined;
  try {
    moved = await retryOnDeadlock(() =>
      deps.db.transaction().execute(async (trx) => {
        await lapseExpiredHolds(trx, providerId, { start, end: blockedEnd }, now, row.id);
        const updated = await moveJob(trx, row.id, { status, start: row.start_at }, { start, end, blockedEnd, freeCancellationUntil, now });
        if (!updated) return undefined;
        const reason = rescheduleReason(market, row.start_at, start);
        const changes = { start: { before: row.start_at.toISOString(), after: start.toISOString() }, end: { before: row.end_at.toISOString(), after: end.toISOString() } };
        const eventId = await insertJobEvent(trx, { jobId: row.id, at: now, actorUserId: user.id, actorRole: actor.eventRole, from: status, to: status, reason, changes });
        const rescheduled: JobFact = { kind: 'job.rescheduled', job: updated, previousStart: row.start_at, eventId, actorUserId: user.id, at: now };
        await publishJobFact(deps, trx, rescheduled);
        return rescheduled;
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw AppError.slotTaken();
    throw error;
  }
  if (!moved) throw AppError.invalidTransition(m.changedMeanwhile);
  await afterJobFact(deps, moved);
  return jobDetailOf(deps, user, moved.job, { market, language });
}
