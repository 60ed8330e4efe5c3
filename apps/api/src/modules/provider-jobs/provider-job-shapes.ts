import type { JobStatus, ProviderJobSummary } from '@marketplace/contracts';
import { applyBasisPoints, type JobServiceRow } from '../booking';
import { areaOf, toJobSummary } from '../jobs';
import type { ProviderJobFacts } from './provider-job-rules';
import type { ProviderJobRow } from './provider-jobs.repository';

/** The provider's share of a job: its total less the market's commission (rounded half up), integer minor units. */
export function providerEarnings(totalMinor: number, commissionBps: number, currency: string): ProviderJobSummary['earnings'] {
  const commissionMinor = applyBasisPoints(totalMinor, commissionBps);
  return { totalMinor, commissionMinor, earningsMinor: totalMinor - commissionMinor, currency };
}

export const factsOf = (row: ProviderJobRow): ProviderJobFacts => ({ status: row.status as JobStatus, startAt: row.start_at, endAt: row.end_at, respondBy: row.respond_by });

export function toProviderJobSummary(row: ProviderJobRow, services: JobServiceRow[]): ProviderJobSummary {
  const context = { marketName: row.market_name, timeZone: row.time_zone, providerName: null };
  const { id, marketId, marketName, status, start, end, timeZone, services: lines, plan } = toJobSummary(row, context, services.filter((line) => line.job_id === row.id));
  return {
    id,
    marketId,
    marketName,
    status,
    start,
    end,
    timeZone,
    services: lines,
    plan,
    size: row.size ?? 'medium',
    area: areaOf(row),
    earnings: providerEarnings(row.total_minor, row.commission_bps, row.currency),
    respondBy: row.status === 'requested' && row.respond_by ? row.respond_by.toISOString() : null,
  };
}
