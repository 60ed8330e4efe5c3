import { type JobProblems, type ProblemCase, problemLimits, type ProblemSide, type ProblemStatus, type SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { actingAs, loadVisibleJob } from '../jobs';
import { heldOfJob } from '../payouts';
import { refundableOfJob } from '../refunds';
import { type ProblemViewer, reportRefusal, reportWindowEnd } from './problem-rules';
import { findCompletedAt, findWindowHours, listCasesOfJob, listPhotosOfCases, listStepsOfCases, type ProblemCaseRow, type ProblemStepRow } from './problems.repository';

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

/** Where a case's photo is served (docs/problems.md, "Photos"). */
const problemPhotoUrl = (jobId: string, caseId: string, photoId: string) => `/api/jobs/${jobId}/problems/${caseId}/photos/${photoId}`;

const sideOf = (role: ProblemStepRow['actor_role']): ProblemSide => (role === 'customer' || role === 'provider' ? role : 'market');

type PhotoRow = Awaited<ReturnType<typeof listPhotosOfCases>>[number];

function caseView(jobId: string, row: ProblemCaseRow, steps: ProblemStepRow[], photos: PhotoRow[], heldNow: number): ProblemCase {
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
    photos: photos.filter((photo) => photo.problem_id === row.id).map((photo) => ({ id: photo.id, url: problemPhotoUrl(jobId, row.id, photo.id) })),
  };
}

/** `GET /api/jobs/:jobId/problems`, and the answer of every change: the cases as the viewer sees them and what they may do. */
export async function jobProblemsOf(deps: Deps, job: JobRow, viewer: ProblemViewer): Promise<JobProblems> {
  const [cases, state, heldNow] = await Promise.all([listCasesOfJob(deps.db, job.id), reportStateOf(deps.db, job), heldOfJob(deps.db, job.id)]);
  const caseIds = cases.map((row) => row.id);
  const [steps, photos] = await Promise.all([listStepsOfCases(deps.db, caseIds), listPhotosOfCases(deps.db, caseIds)]);
  const openCase = cases.find((row) => row.status !== 'resolved');
  const open = openCase !== undefined;
  const refusal = reportRefusal({ status: job.status, completedAt: state.completedAt, windowHours: state.windowHours, hasOpenCase: open }, deps.now());
  return {
    currency: job.currency,
    cases: cases.map((row) => caseView(job.id, row, steps, photos, heldNow)),
    reportOpenUntil: state.completedAt ? reportWindowEnd(state.completedAt, state.windowHours).toISOString() : null,
    refundableMinor: viewer === 'manager' && open ? await refundableOfJob(deps, job.id) : 0,
    can: {
      report: viewer === 'customer' && refusal === null,
      answer: open && viewer !== 'manager',
      manage: open && viewer === 'manager',
      addPhoto: viewer === 'customer' && open && photos.filter((photo) => photo.problem_id === openCase.id).length < problemLimits.photosPerCase,
    },
  };
}

export async function getJobProblems(deps: Deps, user: SessionUser, jobId: string): Promise<JobProblems> {
  const { job, viewer } = await loadProblemJob(deps, user, jobId);
  return jobProblemsOf(deps, job, viewer);
}
