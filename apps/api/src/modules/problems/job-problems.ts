import type { JobProblems, ProblemCase, ProblemSide, ProblemStatus, SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { actingAs, loadVisibleJob } from '../jobs';
import { heldOfJob } from '../payouts';
import { refundableOfJob } from '../refunds';
import { type ProblemViewer, reportRefusal, reportWindowEnd } from './problem-rules';
import { findCompletedAt, findWindowHours, listCasesOfJob, listStepsOfCases, type ProblemCaseRow, type ProblemStepRow } from './problems.repository';

/** The viewer's side of the job, or 404 for anyone who may not see it (docs/problems.md, "Who"). */
export function viewerOf(user: SessionUser, job: JobRow): ProblemViewer {
  const viewer = actingAs(user, job)?.role as ProblemViewer | undefined;
  if (!viewer) throw AppError.notFound(common.noSuchJob);
  return viewer;
}

/** The job as the viewer may see it, and their side of it. */
export async function loadProblemJob(deps: Deps, user: SessionUser, jobId: string): Promise<{ job: JobRow; viewer: ProblemViewer }> {
  const job = await loadVisibleJob(deps, user, jobId);
  return { job, viewer: viewerOf(user, job) };
}

export interface ReportState {
  completedAt: Date | null;
  windowHours: number;
}

export async function reportStateOf(db: Kysely<Database>, job: JobRow): Promise<ReportState> {
  const [completedAt, windowHours] = await Promise.all([findCompletedAt(db, job.id), findWindowHours(db, job.market_id)]);
  return { completedAt: job.status === 'completed' ? (completedAt ?? job.end_at) : null, windowHours };
}

const sideOf = (role: ProblemStepRow['actor_role']): ProblemSide => (role === 'customer' || role === 'provider' ? role : 'market');

function caseView(row: ProblemCaseRow, steps: ProblemStepRow[], heldNow: number): ProblemCase {
  const open = row.status !== 'resolved';
  return {
    id: row.id,
    reason: row.reason,
    description: row.description,
    status: row.status as ProblemStatus,
    outcome: row.outcome,
    refundMinor: row.refund_minor,
    currency: row.currency,
    resolutionReason: row.resolution_reason,
    hold: row.held_minor === 0 ? 'not_held' : open && heldNow > 0 ? 'held' : 'released',
    heldMinor: row.held_minor,
    openedAt: row.opened_at.toISOString(),
    resolvedAt: row.resolved_at ? row.resolved_at.toISOString() : null,
    steps: steps.filter((step) => step.problem_id === row.id).map((step) => ({ id: step.id, kind: step.kind, by: sideOf(step.actor_role), body: step.body, at: step.at.toISOString() })),
  };
}

/** `GET /api/jobs/:jobId/problems`, and the answer of every change: the cases as the viewer sees them and what they may do. */
export async function jobProblemsOf(deps: Deps, job: JobRow, viewer: ProblemViewer): Promise<JobProblems> {
  const [cases, state, heldNow] = await Promise.all([listCasesOfJob(deps.db, job.id), reportStateOf(deps.db, job), heldOfJob(deps.db, job.id)]);
  const steps = await listStepsOfCases(
    deps.db,
    cases.map((row) => row.id),
  );
  const open = cases.some((row) => row.status !== 'resolved');
  const refusal = reportRefusal({ status: job.status, completedAt: state.completedAt, windowHours: state.windowHours, hasOpenCase: open }, deps.now());
  return {
    currency: job.currency,
    cases: cases.map((row) => caseView(row, steps, heldNow)),
    reportOpenUntil: state.completedAt ? reportWindowEnd(state.completedAt, state.windowHours).toISOString() : null,
    refundableMinor: viewer === 'manager' && open ? await refundableOfJob(deps, job.id) : 0,
    can: {
      report: viewer === 'customer' && refusal === null,
      answer: open && viewer !== 'manager',
      manage: open && viewer === 'manager',
    },
  };
}

export async function getJobProblems(deps: Deps, user: SessionUser, jobId: string): Promise<JobProblems> {
  const { job, viewer } = await loadProblemJob(deps, user, jobId);
  return jobProblemsOf(deps, job, viewer);
}
