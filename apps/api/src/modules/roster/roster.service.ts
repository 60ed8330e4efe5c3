import type { JobStatus, LanguageCode, ProviderStatus, ReassignmentPage, RosterDetail, RosterJob, RosterPage, RosterRow, SessionUser, StatusChange } from '@marketplace/contracts';
import { ROSTER_PAGE_SIZE } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { referenceOf, withSummaries } from '../market-jobs';
import { reviewedMarket } from '../provider-review';
import { toRating } from '../providers';
import { metricCounts } from './roster-metrics.repository';
import { acceptanceRate, median, rosterStatusOf } from './roster-status';
import { findRosterRow, listProviderUpcomingJobs, listRosterRows, listSuspendedProvidersJobs, providersWithHours, type RosterRecord } from './roster.repository';
import { listStatusChanges } from './status-changes.repository';
import { rosterMessages as m } from './roster-messages';

const DAY_MS = 24 * 60 * 60_000;
export const METRIC_WINDOW_DAYS = 30;

async function toRosterRows(deps: Deps, marketId: string, records: RosterRecord[]): Promise<RosterRow[]> {
  const ids = records.map((record) => record.id);
  const now = deps.now();
  const [counts, withHours] = await Promise.all([
    metricCounts(deps.db, marketId, ids, { since: new Date(now.getTime() - METRIC_WINDOW_DAYS * DAY_MS), until: now }),
    providersWithHours(deps.db, ids),
  ]);
  return records.map((record) => {
    const facts = counts.get(record.id)!;
    const minutes = median(facts.responseMinutes);
    return {
      id: record.id,
      displayName: record.display_name,
      status: rosterStatusOf(record),
      rating: toRating(record.rating_sum, record.rating_count),
      hasHours: withHours.has(record.id),
      metrics: {
        jobsLast30Days: facts.completed,
        acceptanceRate: acceptanceRate(facts),
        medianResponseMinutes: minutes === null ? null : Math.round(minutes),
        cancellations: facts.cancellations,
        noShows: facts.noShows,
      },
    };
  });
}

export async function listRoster(deps: Deps, user: SessionUser, marketId: string, query: { page: number; status?: ProviderStatus; q?: string }): Promise<RosterPage> {
  await reviewedMarket(deps, user, marketId);
  const { rows, total } = await listRosterRows(deps.db, marketId, { ...query, limit: ROSTER_PAGE_SIZE, offset: (query.page - 1) * ROSTER_PAGE_SIZE });
  return { providers: await toRosterRows(deps, marketId, rows), total, page: query.page, pageSize: ROSTER_PAGE_SIZE };
}

const toJob = (row: Awaited<ReturnType<typeof listProviderUpcomingJobs>>[number] & { services_summary: string }): RosterJob => ({
  id: row.id,
  reference: referenceOf(row.id),
  // Only requested and confirmed jobs are read (roster.repository.ts).
  status: row.status as JobStatus,
  start: row.start_at.toISOString(),
  servicesSummary: row.services_summary,
});

/** The provider if they work in the market and the user runs it; 404 for a provider of another market. */
export async function loadRosterProvider(deps: Deps, user: SessionUser, marketId: string, providerId: string): Promise<RosterRecord> {
  await reviewedMarket(deps, user, marketId);
  const record = await findRosterRow(deps.db, marketId, providerId);
  if (!record) throw AppError.notFound(m.noSuchProviderHere);
  return record;
}

/** The provider's detail for the manager; the upcoming jobs' services named in the reader's `language`. */
export async function rosterDetailOf(deps: Deps, marketId: string, record: RosterRecord, language: LanguageCode): Promise<RosterDetail> {
  const [[row], changes, jobs] = await Promise.all([
    toRosterRows(deps, marketId, [record]),
    listStatusChanges(deps.db, record.id, marketId),
    listProviderUpcomingJobs(deps.db, marketId, record.id, deps.now()).then((upcoming) => withSummaries(deps.db, upcoming, language)),
  ]);
  const formerUser = intlFor(language).formatMessage(m.formerUser);
  const history: StatusChange[] = changes.map((change) => ({
    at: change.at.toISOString(),
    actor: { role: change.actor_role, name: change.actor_name ?? formerUser },
    action: change.action,
    marketId: change.market_id,
    reason: change.reason,
  }));
  return {
    ...row!,
    pausedAt: record.paused_at?.toISOString() ?? null,
    suspendedAt: record.suspended_at?.toISOString() ?? null,
    suspensionReason: record.suspension_reason,
    history,
    upcomingJobs: jobs.map(toJob),
  };
}

export async function getRosterProvider(deps: Deps, user: SessionUser, marketId: string, providerId: string, language: LanguageCode): Promise<RosterDetail> {
  return rosterDetailOf(deps, marketId, await loadRosterProvider(deps, user, marketId, providerId), language);
}

/** Confirmed jobs (and any request not yet given back) of providers suspended in the market: to reassign from the job desk. */
export async function listNeedsReassignment(deps: Deps, user: SessionUser, marketId: string, page: number, language: LanguageCode): Promise<ReassignmentPage> {
  await reviewedMarket(deps, user, marketId);
  const listed = await listSuspendedProvidersJobs(deps.db, marketId, deps.now(), { limit: ROSTER_PAGE_SIZE, offset: (page - 1) * ROSTER_PAGE_SIZE });
  const rows = await withSummaries(deps.db, listed.rows, language);
  return { jobs: rows.map((row) => ({ ...toJob(row), provider: { id: row.provider_id, name: row.display_name } })), total: listed.total, page, pageSize: ROSTER_PAGE_SIZE };
}
