import { type LanguageCode, listLimits, type MarketPlans, type PlanEveryWeeks, type PlanStatus, type SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { authorize, canManageMarket } from '../access';
import { findMarketRow } from '../markets';
import { countJobsAndVisits, countPlansByStatus, listMarketPlanRows } from './market-plans.repository';
import { translatedServiceNames } from './plans.repository';
import { listNextVisits } from './plan-visits.repository';
import { plansMessages as m } from './plans-messages';

const SHARE_DAYS = 28;
const DAY_MS = 86_400_000;

/** A page's cursor: the last row's creation instant and id, opaque to the client. */
export const encodeCursor = (row: { created_at: Date; id: string }) => Buffer.from(`${row.created_at.toISOString()}|${row.id}`).toString('base64url');

export function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [at, id] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(at ?? '');
  if (Number.isNaN(createdAt.getTime()) || !/^[0-9a-f-]{36}$/.test(id ?? '')) throw AppError.validation({ cursor: [m.badCursor] });
  return { createdAt, id: id! };
}

/** `part` of `whole` in basis points, rounded half up (0 of nothing). */
export const shareBps = (part: number, whole: number) => (whole === 0 ? 0 : Math.floor((part * 10_000 * 2 + whole) / (2 * whole)));

/**
 * A market's plans for its dashboard (docs/repeat-business.md): its managers and admins (403
 * for anyone else, 404 for a market that does not exist). The counts by status, the share of
 * its jobs of the last 28 days (by start, not cancelled) that are plan visits, and a page of
 * plans, newest first (at most 100; `nextCursor` for the next).
 */
export async function listMarketPlans(deps: Deps, user: SessionUser, marketId: string, query: { status?: PlanStatus; cursor?: string }, language: LanguageCode): Promise<MarketPlans> {
  const market = await findMarketRow(deps.db, marketId);
  if (!market) throw AppError.notFound(common.noSuchMarket);
  authorize(canManageMarket(user, marketId), m.onlyManagers);
  const now = deps.now();
  const limit = listLimits.marketPlans;
  const rows = await listMarketPlanRows(deps.db, marketId, { ...(query.status ? { status: query.status } : {}), ...(query.cursor ? { after: decodeCursor(query.cursor) } : {}), limit: limit + 1 });
  const page = rows.slice(0, limit);
  const next = await listNextVisits(deps.db, page.map((row) => row.id), now);
  const names = await translatedServiceNames(deps.db, [...new Set(page.flatMap((row) => row.services.map((line) => line.serviceId)))], language);
  const share = await countJobsAndVisits(deps.db, marketId, { from: new Date(now.getTime() - SHARE_DAYS * DAY_MS), to: now });
  return {
    counts: await countPlansByStatus(deps.db, marketId),
    planJobShareBps: shareBps(share.visits, share.jobs),
    plans: page.map((row) => {
      const nextVisit = next.get(row.id);
      return {
        id: row.id,
        status: row.status,
        everyWeeks: row.every_weeks as PlanEveryWeeks,
        weekday: row.weekday,
        localTime: row.local_time,
        customerName: row.customer_name.slice(0, 100),
        providerName: row.provider_name,
        services: row.services.map((line) => ({ serviceId: line.serviceId, name: names.get(line.serviceId) ?? line.name, unit: line.unit, quantity: line.quantity })),
        nextVisit: nextVisit ? { jobId: nextVisit.jobId, start: nextVisit.start.toISOString() } : null,
        createdAt: row.created_at.toISOString(),
      };
    }),
    nextCursor: rows.length > limit ? encodeCursor(page.at(-1)!) : null,
  };
}
