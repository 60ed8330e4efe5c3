import type { JobStatus, ProviderJobSummary } from '@marketplace/contracts';
import { applyBasisPoints } from '../booking/prices';
import type { JobServiceRow } from '../jobs/job-services.repository';
import type { ProviderJobFacts } from './provider-job-rules';
import type { ProviderJobRow } from './provider-jobs.repository';

/** The provider's share of a job: its total less the market's commission (rounded half up), integer minor units. */
export function providerEarnings(totalMinor: number, commissionBps: number, currency: string): ProviderJobSummary['earnings'] {
  const commissionMinor = applyBasisPoints(totalMinor, commissionBps);
  return { totalMinor, commissionMinor, earningsMinor: totalMinor - commissionMinor, currency };
}

export const factsOf = (row: ProviderJobRow): ProviderJobFacts => ({ status: row.status as JobStatus, startAt: row.start_at, endAt: row.end_at, respondBy: row.respond_by });

export function toProviderJobSummary(row: ProviderJobRow, services: JobServiceRow[]): ProviderJobSummary {
  return {
    id: row.id,
    marketId: row.market_id,
    marketName: row.market_name,
    status: row.status as JobStatus,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    timeZone: row.time_zone,
    services: services.filter((line) => line.job_id === row.id).map((line) => ({ serviceId: line.service_id, name: line.name, unit: line.unit, quantity: line.quantity })),
    size: row.size ?? 'medium',
    area: { postalCode: row.address_postal_code ?? '', city: row.address_city ?? '' },
    earnings: providerEarnings(row.total_minor, row.commission_bps, row.currency),
    respondBy: row.status === 'requested' && row.respond_by ? row.respond_by.toISOString() : null,
  };
}
