import type { JobStatus, SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database, JobRow, ProblemStepKindColumn } from '../../db/schema';
import { isAdmin } from '../access';
import { insertJobEvent } from '../jobs';
import type { ProblemViewer } from './problem-rules';
import { insertStep } from './problems.repository';

/** What the job's history says of each step (and of a photo added to the case). */
const historyWords: Record<ProblemStepKindColumn | 'photo', string> = {
  opened: 'Problem reported',
  answered: 'Problem case: answered',
  asked_provider: 'Problem case: the market team asked the provider',
  asked_customer: 'Problem case: the market team asked the customer',
  resolved: 'Problem resolved',
  photo: 'Problem case: the customer added a photo',
};

export type ActorRole = 'customer' | 'provider' | 'manager' | 'admin';
export const roleOf = (user: SessionUser, viewer: ProblemViewer): ActorRole => (viewer === 'manager' ? (isAdmin(user) ? 'admin' : 'manager') : viewer);

interface HistoryLine {
  kind: ProblemStepKindColumn | 'photo';
  role: ActorRole;
  userId: string | null;
  at: Date;
  summary?: string;
}

/** A line on the job's history (its audit trail: who, when, what; docs/problems.md). The job's status does not change. */
async function recordHistory(trx: Kysely<Database>, job: JobRow, caseId: string, line: HistoryLine) {
  const status = job.status as JobStatus;
  await insertJobEvent(trx, {
    jobId: job.id,
    at: line.at,
    actorUserId: line.userId,
    actorRole: line.role,
    from: status,
    to: status,
    reason: `${historyWords[line.kind]}${line.summary ? `: ${line.summary}` : ''}`.slice(0, 500),
    changes: { problem: { caseId, step: line.kind } },
  });
}

/** A step on the case and on the job's history; a photo is on the history only (the case lists it with its photos). */
export async function recordStep(trx: Kysely<Database>, job: JobRow, caseId: string, step: HistoryLine & ({ kind: 'photo' } | { kind: ProblemStepKindColumn; body: string })) {
  if (step.kind !== 'photo' && 'body' in step) {
    await insertStep(trx, { problem_id: caseId, kind: step.kind, actor_role: step.role, actor_user_id: step.userId, body: step.body, at: step.at });
  }
  await recordHistory(trx, job, caseId, step);
}
