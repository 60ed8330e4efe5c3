import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { notify } from '../notifications';
import type { ProblemViewer } from './problem-rules';

type Side = 'customer' | 'provider' | 'manager';

export type ProblemNotice =
  | { event: 'problem_reported' | 'problem_resolved'; jobId: string; caseId: string; actorUserId: string; key: string }
  | { event: 'problem_step'; jobId: string; caseId: string; actorUserId: string; from: ProblemViewer; to: 'customer' | 'provider' | null; key: string };

/**
 * Who hears of a step (docs/notifications.md, "Problem cases"): the team's question, the side it
 * asks; an answer, the other side and the market team. Written in the step's transaction.
 */
export function sidesTold(from: ProblemViewer, to: 'customer' | 'provider' | null): Side[] {
  if (to) return [to];
  return from === 'customer' ? ['provider', 'manager'] : ['customer', 'manager'];
}

export async function tellAboutProblem(deps: Deps, trx: Kysely<Database>, notice: ProblemNotice): Promise<void> {
  await notify(deps, trx, {
    event: notice.event,
    jobId: notice.jobId,
    key: notice.key,
    actorUserId: notice.actorUserId,
    tell: notice.event === 'problem_step' ? sidesTold(notice.from, notice.to) : undefined,
  });
}
