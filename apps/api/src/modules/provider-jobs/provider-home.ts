import { type LanguageCode, type ProviderEarningsSummary, type ProviderJobSummary, providerListLimits, type SessionUser } from '@marketplace/contracts';
import { DateTime } from 'luxon';
import type { Deps } from '../../deps';
import { listJobServices } from '../booking';
import { requireProvider } from './provider-job-detail';
import { toProviderJobSummary } from './provider-job-shapes';
import { listCapturedEarnings, listCompletedTotals, listOpenJobs, listProviderMarkets, listRequests, type ProviderJobRow } from './provider-jobs.repository';

async function summaries(deps: Deps, rows: ProviderJobRow[], language: LanguageCode): Promise<ProviderJobSummary[]> {
  const services = await listJobServices(deps.db, rows.map((row) => row.id), language);
  return rows.map((row) => toProviderJobSummary(row, services));
}

/** Requests waiting for the provider's answer, the soonest deadline first. */
export async function listProviderRequests(deps: Deps, user: SessionUser, language: LanguageCode): Promise<{ requests: ProviderJobSummary[] }> {
  const providerId = requireProvider(user);
  return { requests: await summaries(deps, await listRequests(deps.db, providerId, providerListLimits.requests), language) };
}

/** Today's and upcoming accepted jobs, and started ones, soonest first (bounded: `hasMore` says when cut). */
export async function listProviderUpcoming(deps: Deps, user: SessionUser, language: LanguageCode): Promise<{ jobs: ProviderJobSummary[]; hasMore: boolean }> {
  const providerId = requireProvider(user);
  const rows = await listOpenJobs(deps.db, providerId, providerListLimits.upcoming + 1);
  return { jobs: await summaries(deps, rows.slice(0, providerListLimits.upcoming), language), hasMore: rows.length > providerListLimits.upcoming };
}

type Period = ProviderEarningsSummary['markets'][number]['week'];

const within = (at: Date, from: DateTime, to: DateTime) => at.getTime() >= from.toMillis() && at.getTime() < to.toMillis();

/** Jobs completed that started in the period; earnings captured (less refunded) in it, from the ledger. */
function period(completed: Array<{ start_at: Date }>, earnings: Array<{ at: Date; earningsMinor: number }>, from: DateTime, to: DateTime): Period {
  const earningsMinor = earnings.filter((entry) => within(entry.at, from, to)).reduce((sum, entry) => sum + entry.earningsMinor, 0);
  return { from: from.toUTC().toISO()!, to: to.toUTC().toISO()!, completedJobs: completed.filter((row) => within(row.start_at, from, to)).length, earningsMinor };
}

/**
 * This week (Monday to Monday) and this month in each market's zone: the completed jobs that
 * started then, and the earnings captured then (the ledger's provider_payable: the services less
 * the commission snapshotted on each job, less refunds; cancellation fees and tips included).
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
    const [rows, earnings] = await Promise.all([listCompletedTotals(deps.db, providerId, market.id, range), listCapturedEarnings(deps.db, providerId, market.id, range)]);
    summary.push({
      marketId: market.id,
      marketName: market.name,
      currency: market.currency,
      timeZone: market.time_zone,
      week: period(rows, earnings, week.from, week.to),
      month: period(rows, earnings, month.from, month.to),
    });
  }
  return { markets: summary };
}
