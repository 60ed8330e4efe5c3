import type { MarketProblems, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { canManageMarket } from '../access';
import { ageHours } from './problem-rules';
import { countCasesOfMarket, listOpenCasesOfMarket, marketExists } from './problems.repository';

/** `GET /api/markets/:marketId/problems`: the dashboard's open cases (oldest first, with their age) and outcome counts; its managers and admins, 404 for anyone else. */
export async function marketProblems(deps: Deps, user: SessionUser, marketId: string): Promise<MarketProblems> {
  // As the market's other lists: 404 for a market that does not exist, 403 for one the caller does not manage.
  if (!(await marketExists(deps.db, marketId))) throw AppError.notFound();
  if (!canManageMarket(user, marketId)) throw AppError.forbidden();
  const [open, counts] = await Promise.all([listOpenCasesOfMarket(deps.db, marketId), countCasesOfMarket(deps.db, marketId)]);
  const now = deps.now();
  const outcomes = { none: 0, partial_refund: 0, full_refund: 0 };
  let openCount = 0;
  for (const row of counts) {
    if (row.status !== 'resolved') openCount += row.n;
    else if (row.outcome) outcomes[row.outcome] += row.n;
  }
  return {
    open: open.map((row) => ({ id: row.id, jobId: row.job_id, reason: row.reason, status: row.status, openedAt: row.opened_at.toISOString(), ageHours: ageHours(row.opened_at, now), heldMinor: row.held_minor, currency: row.currency })),
    openCount,
    outcomes,
  };
}
