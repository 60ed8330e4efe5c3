import type { JobProblems, ProblemStepRequest, ReportProblemRequest, ResolveProblemRequest, SessionUser } from '@marketplace/contracts';
import type { ProblemStepKindColumn } from '../../db/schema';
import type { Deps } from '../../deps';
import { isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { isAdmin } from '../access';
import { moneyText } from '../invoices';
import { holdJobEarnings, releaseJobEarnings } from '../payouts';
import { refundableOfJob, refundIdOfKey, refundJob } from '../refunds';
import { jobProblemsOf, loadProblemJob, reportStateOf } from './job-problems';
import { tellAboutProblem } from './problem-notices';
import { recordStep, roleOf } from './problem-steps';
import { reportRefusal, statusAfter } from './problem-rules';
import { countSteps, findOpenCase, insertCase, lockCase, lockJob, refundAmount, releaseResolvingKey, updateCase } from './problems.repository';
import { problemsMessages as m } from './problems-messages';

const reasonWords: Record<ReportProblemRequest['reason'], string> = {
  not_done: 'Not done',
  poor_quality: 'Poor quality',
  damage: 'Damage',
  late_or_no_show: 'Late or no-show',
  overcharged: 'Overcharged',
  other: 'Other',
};

/**
 * `POST /api/jobs/:jobId/problems`: the job's customer opens a case within the market's window
 * after completion. In one transaction under the job's lock: the case, its first step, the
 * history line, the hold of the job's unpaid earnings in the ledger, and the notices.
 */
export async function reportProblem(deps: Deps, user: SessionUser, jobId: string, body: ReportProblemRequest): Promise<JobProblems> {
  const { job, viewer } = await loadProblemJob(deps, user, jobId);
  if (viewer !== 'customer') throw AppError.forbidden(m.onlyCustomerReports);
  const now = deps.now();
  const state = await reportStateOf(deps.db, job);
  try {
    await retryOnDeadlock(() =>
      deps.db.transaction().execute(async (trx) => {
        await lockJob(trx, job.id);
        const open = await findOpenCase(trx, job.id);
        const refusal = reportRefusal({ status: job.status, completedAt: state.completedAt, windowHours: state.windowHours, hasOpenCase: open !== undefined }, now);
        if (refusal === 'not_completed') throw AppError.invalidTransition(m.notCompleted);
        if (refusal === 'window_closed') throw AppError.invalidTransition({ ...m.windowClosed, values: { hours: state.windowHours } });
        if (refusal === 'already_open') throw AppError.conflict(m.alreadyOpen);
        const row = await insertCase(trx, {
          job_id: job.id,
          market_id: job.market_id,
          provider_id: job.provider_id,
          reason: body.reason,
          description: body.description,
          currency: job.currency,
          opened_by: user.id,
          opened_at: now,
        });
        const held = await holdJobEarnings(trx, job, now, `Held while problem case ${row.id} is open`);
        if (held > 0) await updateCase(trx, row.id, { held_minor: held });
        await recordStep(trx, job, row.id, { kind: 'opened', role: 'customer', userId: user.id, body: body.description, at: now, summary: reasonWords[body.reason] });
        await tellAboutProblem(deps, trx, { event: 'problem_reported', jobId: job.id, caseId: row.id, actorUserId: user.id, key: `problem:${row.id}:opened` });
      }),
    );
  } catch (error) {
    // Two reports at the same moment: the unique index lets one case open.
    if (isUniqueViolation(error)) throw AppError.conflict(m.alreadyOpen);
    throw error;
  }
  return jobProblemsOf(deps, job, viewer);
}

/** `POST …/problems/:problemId/steps`: the customer or provider answers; the market team asks one side (the case then waits for it). */
export async function addProblemStep(deps: Deps, user: SessionUser, jobId: string, caseId: string, body: ProblemStepRequest): Promise<JobProblems> {
  const { job, viewer } = await loadProblemJob(deps, user, jobId);
  if (body.kind === 'answer' && viewer === 'manager') throw AppError.forbidden(m.teamAsksInstead);
  if (body.kind !== 'answer' && viewer !== 'manager') throw AppError.forbidden(m.onlyTeamAsks);
  const now = deps.now();
  await retryOnDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const row = await lockCase(trx, job.id, caseId);
      if (!row) throw AppError.notFound(m.noSuchCase);
      if (row.status === 'resolved') throw AppError.conflict(m.resolved);
      const kind: ProblemStepKindColumn = body.kind === 'answer' ? 'answered' : body.kind === 'ask_provider' ? 'asked_provider' : 'asked_customer';
      const status = statusAfter(row.status, body.kind, viewer);
      if (status !== row.status) await updateCase(trx, row.id, { status });
      await recordStep(trx, job, row.id, { kind, role: roleOf(user, viewer), userId: user.id, body: body.body, at: now, summary: '' });
      const stepCount = await countSteps(trx, row.id);
      await tellAboutProblem(deps, trx, { event: 'problem_step', jobId: job.id, caseId: row.id, actorUserId: user.id, from: viewer, to: body.kind === 'ask_provider' ? 'provider' : body.kind === 'ask_customer' ? 'customer' : null, key: `problem:${row.id}:step:${stepCount}` });
    }),
  );
  return jobProblemsOf(deps, job, viewer);
}

/**
 * `POST …/problems/:problemId/resolution`: the market team decides (docs/problems.md, "Resolving").
 * (a) Under the case's lock, the resolution's key is written on the case: one resolution at a
 * time. (b) A partial or full refund goes through the refunds path with that key (a retry
 * refunds once). (c) In one transaction: the case resolved, its last step, the history line, the
 * release of what was held (after the refund's own postings took back the provider's share), the notices.
 */
export async function resolveProblem(deps: Deps, user: SessionUser, jobId: string, caseId: string, body: ResolveProblemRequest): Promise<JobProblems> {
  const { job, viewer } = await loadProblemJob(deps, user, jobId);
  if (viewer !== 'manager') throw AppError.forbidden(m.onlyTeamResolves);
  if (body.outcome === 'partial_refund' && body.amountMinor === undefined) throw AppError.validation({ amountMinor: [m.enterTheAmount] });
  if (body.outcome !== 'partial_refund' && body.amountMinor !== undefined) throw AppError.validation({ amountMinor: [m.noAmountHere] });

  const claimed = await deps.db.transaction().execute(async (trx) => {
    const row = await lockCase(trx, job.id, caseId);
    if (!row) throw AppError.notFound(m.noSuchCase);
    if (row.status === 'resolved') return row.resolving_key === body.idempotencyKey ? 'done' : 'resolved';
    if (row.resolving_key !== null && row.resolving_key !== body.idempotencyKey) throw AppError.conflict(m.beingResolved);
    await updateCase(trx, row.id, { resolving_key: body.idempotencyKey });
    return 'mine';
  });
  if (claimed === 'resolved') throw AppError.conflict(m.resolved);
  if (claimed === 'done') return jobProblemsOf(deps, job, viewer);

  let refundMinor = 0;
  if (body.outcome !== 'none') {
    refundMinor = body.outcome === 'full_refund' ? await refundableOfJob(deps, job.id) : body.amountMinor!;
    // A retry of a full refund that went through finds nothing left: its refund is the one to record.
    const earlier = await refundIdOfKey(deps, body.idempotencyKey);
    if (refundMinor <= 0 && !earlier) {
      await releaseClaim(deps, caseId, body.idempotencyKey);
      throw AppError.conflict(m.nothingToRefund);
    }
    try {
      if (!earlier) await refundJob(deps, user, job.market_id, job.id, { amountMinor: refundMinor, reason: `Problem case: ${body.reason}`.slice(0, 500), idempotencyKey: body.idempotencyKey });
      else refundMinor = await refundAmount(deps.db, earlier);
    } catch (error) {
      // Refused (more than is left, the gateway's no): the case stays open; a new try takes a new key.
      if (error instanceof AppError && error.status === 409) await releaseClaim(deps, caseId, body.idempotencyKey);
      throw error;
    }
  }
  const refundId = body.outcome === 'none' ? null : await refundIdOfKey(deps, body.idempotencyKey);
  const now = deps.now();
  await retryOnDeadlock(() =>
    deps.db.transaction().execute(async (trx) => {
      const row = await lockCase(trx, job.id, caseId);
      if (!row || row.status === 'resolved') return;
      await updateCase(trx, row.id, {
        status: 'resolved',
        outcome: body.outcome,
        refund_minor: body.outcome === 'none' ? null : refundMinor,
        refund_id: refundId,
        resolution_reason: body.reason,
        resolved_by: user.id,
        resolved_by_role: isAdmin(user) ? 'admin' : 'manager',
        resolved_at: now,
      });
      const summary = body.outcome === 'none' ? 'no refund' : `refunded ${moneyText(refundMinor, job.currency)}`;
      await recordStep(trx, job, row.id, { kind: 'resolved', role: roleOf(user, viewer), userId: user.id, body: body.reason, at: now, summary: `${summary}: ${body.reason}` });
      await releaseJobEarnings(trx, job, now, `Released: problem case ${row.id} resolved`);
      await tellAboutProblem(deps, trx, { event: 'problem_resolved', jobId: job.id, caseId: row.id, actorUserId: user.id, key: `problem:${row.id}:resolved` });
    }),
  );
  return jobProblemsOf(deps, job, viewer);
}

const releaseClaim = (deps: Deps, caseId: string, key: string) => releaseResolvingKey(deps.db, caseId, key);
