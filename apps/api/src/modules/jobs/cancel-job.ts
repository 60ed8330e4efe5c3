import type { LanguageCode, CancellationQuote, JobDetail, JobStatus, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { applyTransition, changedMeanwhile } from './apply-transition';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { cancellationTerms } from '../booking';
import { beforeStart } from './job-abilities';
import { type ActingAs, actingAs } from './job-actor';
import { jobDetailOf, loadVisibleJob } from './job-detail';
import { refusal } from './transitions';
import { jobsMessages as m } from './jobs-messages';
import { errorMessages as common } from '../../http/error-messages/error-messages';

/**
 * Why this viewer may not cancel now, or null. Customers cancel until the start time; the job's
 * provider and its market's managers (admins) whenever the lifecycle allows it (docs/product.md §5).
 */
function cancelRefusal(row: JobRow, actor: ActingAs | null, now: Date): AppError | null {
  if (!actor) return AppError.notFound(common.noSuchJob);
  const problem = refusal('cancel', row.status as JobStatus, actor.role);
  if (problem) return problem;
  if (actor.role === 'customer' && !beforeStart({ startAt: row.start_at }, now)) {
    return AppError.invalidTransition(m.startedCannotCancel);
  }
  return null;
}

/**
 * The fee the customer owes when THEY cancel inside the window (the policy snapshotted on the
 * job). A cancellation by the provider or the market costs the customer nothing. The fee is
 * captured from the booking's authorisation and the rest released (see cancellation.ts).
 */
function termsFor(row: JobRow, actor: ActingAs | null, now: Date) {
  const terms = cancellationTerms(
    { freeUntil: row.free_cancellation_until, totalMinor: row.total_minor, paidMinor: 0, policy: { cancellationFeeBps: row.cancellation_fee_bps } },
    now,
  );
  return actor?.role === 'customer' ? terms : { ...terms, feeMinor: 0, refundMinor: 0 };
}

export async function quoteCancellation(deps: Deps, user: SessionUser, jobId: string): Promise<CancellationQuote> {
  const row = await loadVisibleJob(deps, user, jobId);
  const actor = actingAs(user, row);
  const now = deps.now();
  const terms = termsFor(row, actor, now);
  return {
    allowed: cancelRefusal(row, actor, now) === null,
    freeUntil: terms.freeUntil.toISOString(),
    feeMinor: terms.feeMinor,
    refundMinor: terms.refundMinor,
    currency: row.currency,
  };
}

/** Cancels the job with its fee snapshotted, recording who and why; 409 when it is not cancellable (any more). */
export async function cancelJob(deps: Deps, user: SessionUser, jobId: string, reason: string, language: LanguageCode): Promise<JobDetail> {
  const row = await loadVisibleJob(deps, user, jobId);
  const actor = actingAs(user, row);
  const now = deps.now();
  const problem = cancelRefusal(row, actor, now);
  if (problem) throw problem;
  const feeMinor = termsFor(row, actor, now).feeMinor;
  const cancelled = await applyTransition(deps, row, {
    action: 'cancel',
    actor: { userId: user.id, role: actor!.role, eventRole: actor!.eventRole },
    reason,
    changes: { cancellation_fee_minor: feeMinor },
  });
  if (!cancelled) throw changedMeanwhile();
  return jobDetailOf(deps, user, cancelled, { language });
}
