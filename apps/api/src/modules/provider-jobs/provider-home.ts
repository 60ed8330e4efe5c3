import { type ProviderEarningsSummary, type ProviderJobSummary, providerListLimits, type SessionUser } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import { listJobServices } from '../jobs/job-services.repository';
import { requireProvider } from './provider-job-detail';
import { providerEarnings, toProviderJobSummary } from './provider-job-shapes';
import { listCompletedTotals, listOpenJobs, listProviderMarkets, listRequests, type ProviderJobRow } from './provider-jobs.repository';

async function summaries(deps: Deps, rows: ProviderJobRow[]): Promise<ProviderJobSummary[]> {
  const services = await listJobServices(deps.db, rows.map((row) => row.id));
  return rows.map((row) => toProviderJobSummary(row, services));
}

/** Requests waiting for the provider's answer, the soonest deadline first. */
export async function listProviderRequests(deps: Deps, user: SessionUser): Promise<{ requests: ProviderJobSummary[] }> {
  const providerId = requireProvider(user);
  return { requests: await summaries(deps, await listRequests(deps.db, providerId, providerListLimits.requests)) };
}

/** Today's and upcoming accepted jobs, and started ones, soonest first (bounded: `hasMore` says when cut). */
export async function listProviderUpcoming(deps: Deps, user: SessionUser): Promise<{ jobs: ProviderJobSummary[]; hasMore: boolean }> {
  const providerId = requireProvider(user);
  const rows = await listOpenJobs(deps.db, providerId, providerListLimits.upcoming + 1);
  return { jobs: await summaries(deps, rows.slice(0, providerListLimits.upcoming)), hasMore: rows.length > providerListLimits.upcoming };
}

type Period = ProviderEarningsSummary['markets'][number]['week'];

function period(rows: Array<{ start_at: Date; total_minor: number }>, from: DateTime, to: DateTime, commissionBps: number, currency: string): Period {
  const inside = rows.filter((row) => row.start_at.getTime() >= from.toMillis() && row.start_at.getTime() < to.toMillis());
  const earningsMinor = inside.reduce((sum, row) => sum + providerEarnings(row.total_minor, commissionBps, currency).earningsMinor, 0);
  return { from: from.toUTC().toISO()!, to: to.toUTC().toISO()!, completedJobs: inside.length, earningsMinor };
}

/**
 * This week (Monday to Monday) and this month in each market's zone: the completed jobs that
 * started then, each its total less the market's commission.
 */
export async function providerEarningsSummary(deps: Deps, user: SessionUser): Promise<ProviderEarningsSummary> {
  const providerId = requireProvider(user);
  const markets = (await listProviderMarkets(deps.db, providerId)).slice(0, providerListLimits.earningsMarkets);
  const summary: ProviderEarningsSummary['markets'] = [];
  for (const market of markets) {
    const local = DateTime.fromJSDate(deps.now(), { zone: market.time_zone });
    const week = { from: local.startOf('week'), to: local.startOf('week').plus({ weeks: 1 }) };
    const month = { from: local.startOf('month'), to: local.startOf('month').plus({ months: 1 }) };
    const range = { start: DateTime.min(week.from, month.from).toJSDate(), end: DateTime.max(week.to, month.to).toJSDate() };
    const rows = await listCompletedTotals(deps.db, providerId, market.id, range);
    summary.push({
      marketId: market.id,
      marketName: market.name,
      currency: market.currency,
      timeZone: market.time_zone,
      week: period(rows, week.from, week.to, market.commission_bps, market.currency),
      month: period(rows, month.from, month.to, market.commission_bps, market.currency),
    });
  }
  return { markets: summary };
}
