import type { LanguageCode, MarketCalendar, MarketJobFilters, MarketJobPage, MarketJobRow, UnassignedJob, UnassignedQueue } from '@marketplace/contracts';
import { marketJobLimits } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { intlFor } from '../../i18n/intl';
import { reasonForReader } from '../../i18n/recorded-reasons';
import { type Actor, authorize, canManageMarket } from '../access';
import { findMarketRow } from '../markets';
import {
  countMarketJobs,
  countMarketJobsUpTo,
  iterateMarketJobs,
  listMarketJobPage,
  listMarketJobsBetween,
  listUnassigned,
  type MarketJobRecord,
  type MarketScope,
  type UnassignedRecord,
} from './market-jobs.repository';
import { withSummaries } from './services-summary';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { marketJobsMessages as m } from './market-jobs-messages';

const MINUTE_MS = 60_000;
/** Unassigned jobs that started more than this long ago leave the queue (they stay in the grid). */
export const UNASSIGNED_LOOKBACK_HOURS = 24;

/** The market (404) its managers or an admin may run (403 for anyone else). */
export async function managedMarket(deps: Deps, user: Actor, marketId: string): Promise<MarketScope & { currency: string }> {
  const market = await findMarketRow(deps.db, marketId);
  if (!market) throw AppError.notFound(common.noSuchMarket);
  authorize(canManageMarket(user, marketId), m.onlyManagersSeeJobs);
  return { marketId: market.id, timeZone: market.time_zone, currency: market.currency };
}

/** A job of the grid with its services in one line, in the reader's language (services-summary.ts). */
export type MarketJobWithServices = MarketJobRecord & { services_summary: string };

/** "Reference 1A2B3C4D": what the customer reads on their job page. */
export const referenceOf = (id: string) => id.slice(0, 8).toUpperCase();

export function toMarketJobRow(row: MarketJobWithServices): MarketJobRow {
  return {
    id: row.id,
    reference: referenceOf(row.id),
    status: row.status,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    createdAt: row.created_at.toISOString(),
    provider: row.provider_id ? { id: row.provider_id, name: row.provider_name ?? '' } : null,
    customerName: row.customer_name,
    servicesSummary: row.services_summary,
    postalCode: row.address_postal_code,
    totalMinor: row.total_minor,
    currency: row.currency,
    respondBy: row.status === 'requested' && row.respond_by ? row.respond_by.toISOString() : null,
  };
}

/** The grid's page; the services named in the reader's `language`. */
export async function listMarketJobs(deps: Deps, user: Actor, marketId: string, query: MarketJobFilters & { page: number; pageSize: number }, language: LanguageCode): Promise<MarketJobPage> {
  const scope = await managedMarket(deps, user, marketId);
  const [rows, total] = await Promise.all([
    listMarketJobPage(deps.db, scope, query, { offset: (query.page - 1) * query.pageSize, limit: query.pageSize }),
    countMarketJobs(deps.db, scope, query),
  ]);
  return { timeZone: scope.timeZone, jobs: (await withSummaries(deps.db, rows, language)).map(toMarketJobRow), total, page: query.page, pageSize: query.pageSize };
}

/** The export's batches: 500 rows to start the download at once, then 2,000 at a time. */
const EXPORT_FIRST_BATCH = 500;
const EXPORT_LATER_BATCHES = 2_000;

/**
 * Checks access first (so a refusal is a proper 403/404), then the size (a count that stops at
 * the cap, so a refusal costs at most the cap's rows), then hands back the batches to stream:
 * every error comes before the first byte.
 */
export async function exportMarketJobs(deps: Deps, user: Actor, marketId: string, filters: MarketJobFilters, language: LanguageCode) {
  const scope = await managedMarket(deps, user, marketId);
  const max = deps.config.marketJobsCsvMaxRows;
  if ((await countMarketJobsUpTo(deps.db, scope, filters, max)) > max) {
    const message = { ...m.tooManyToExport, values: { max } };
    throw AppError.validation({ query: [message] }, message);
  }
  return { scope, batches: summarised(deps, iterateMarketJobs(deps.db, scope, filters, EXPORT_FIRST_BATCH, EXPORT_LATER_BATCHES), language) };
}

/** Each batch with its services in the reader's language, as it arrives. */
async function* summarised(deps: Deps, batches: AsyncIterable<MarketJobRecord[]>, language: LanguageCode): AsyncGenerator<MarketJobWithServices[]> {
  for await (const batch of batches) yield await withSummaries(deps.db, batch, language);
}

function unassignedReason(row: UnassignedRecord): UnassignedJob['reason'] {
  if (row.reason_from === 'requested' && row.reason_role === 'provider') return 'declined';
  if (row.reason_from === 'requested' && row.reason_role === 'system') return 'timed_out';
  if (row.reason_from === 'confirmed' && row.reason_role === 'provider') return 'provider_cancelled';
  return 'other';
}

export async function unassignedQueue(deps: Deps, user: Actor, marketId: string, language: LanguageCode): Promise<UnassignedQueue> {
  const scope = await managedMarket(deps, user, marketId);
  const now = deps.now();
  const since = new Date(now.getTime() - UNASSIGNED_LOOKBACK_HOURS * 60 * MINUTE_MS);
  const listed = await listUnassigned(deps.db, scope, since, marketJobLimits.unassigned);
  const rows = await withSummaries(deps.db, listed.rows, language);
  const intl = intlFor(language);
  const jobs = rows.map((row): UnassignedJob => {
    const minutesToStart = Math.floor((row.start_at.getTime() - now.getTime()) / MINUTE_MS);
    const { id, reference, start, end, servicesSummary, postalCode, customerName, totalMinor, currency } = toMarketJobRow(row);
    return {
      id, reference, start, end, servicesSummary, postalCode, customerName, totalMinor, currency,
      minutesToStart,
      overdue: row.start_at.getTime() <= now.getTime(),
      reason: unassignedReason(row),
      // A reason the site recorded (a timeout, a plan's provider who could not come) in the reader's words; a person's as written.
      reasonText: row.reason_text ? reasonForReader(intl, row.reason_text).slice(0, 1000) : null,
    };
  });
  return { timeZone: scope.timeZone, jobs, total: listed.total };
}

export async function marketCalendar(deps: Deps, user: Actor, marketId: string, window: { from: string; to: string; providerId?: string | undefined }, language: LanguageCode): Promise<MarketCalendar> {
  const scope = await managedMarket(deps, user, marketId);
  const limit = marketJobLimits.calendarJobs;
  const rows = await listMarketJobsBetween(deps.db, scope, { from: new Date(window.from), to: new Date(window.to), providerId: window.providerId }, limit);
  const jobs = (await withSummaries(deps.db, rows.slice(0, limit), language)).map((row) => {
    const { id, reference, status, start, end, provider, servicesSummary, postalCode } = toMarketJobRow(row);
    return { id, reference, status, start, end, provider, servicesSummary, postalCode };
  });
  return { timeZone: scope.timeZone, jobs, truncated: rows.length > limit };
}
