import type { JobStatus } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors';
import type { Database, JobRow } from '../../db/schema';
import { lapseExpiredHolds, priceColumns, type PriceTotals, writeJobServices } from '../booking';
import { afterJobFact, type CardHold, type JobFact, publishJobFact } from './job-wiring';
import { insertJobEvent, insertVisitRow, type JobDetails } from './jobs.repository';
import { scheduleRequestExpiry } from './response-window';

/** What a plan's visit is made of (plans' generator, docs/repeat-business.md): a job like a booking's, made by the site. */
export interface NewVisit {
  planId: string;
  /** YYYY-MM-DD in the market's zone: the occurrence this visit stands for (one job each). */
  occurrence: string;
  marketId: string;
  customerId: string;
  /** Null: made unassigned (`unassignedReason` says why). */
  providerId: string | null;
  status: Extract<JobStatus, 'requested' | 'confirmed' | 'unassigned'>;
  start: Date;
  end: Date;
  /** end + the market's travel buffer */
  blockedEnd: Date;
  details: Omit<JobDetails, 'currency' | 'discount_minor' | 'subtotal_minor' | 'service_fee_minor' | 'tax_minor' | 'total_minor' | 'free_cancellation_hours' | 'cancellation_fee_bps' | 'commission_bps' | 'idempotency_key'>;
  price: PriceTotals & { currency: string };
  policy: { freeCancellationHours: number; cancellationFeeBps: number; commissionBps: number };
  lines: Parameters<typeof writeJobServices>[2];
  unassignedReason: string | null;
  cardHold: CardHold | null;
  now: Date;
  /** Checked first in the visit's transaction: false when what the visit was made from changed meanwhile (a plan changed, paused or ended). */
  stillWanted?: (trx: Kysely<Database>) => Promise<boolean>;
}

export type PlacedVisit = { outcome: 'made'; job: JobRow } | { outcome: 'exists' } | { outcome: 'provider_taken' } | { outcome: 'stale' };

/** The visit's `jobs` row: the plan's snapshot, its time, its occurrence. */
function visitRow(visit: NewVisit) {
  return {
    market_id: visit.marketId,
    customer_id: visit.customerId,
    provider_id: visit.providerId,
    status: visit.status,
    start_at: visit.start,
    end_at: visit.end,
    ...visit.details,
    ...priceColumns(visit.price, visit.policy, visit.start),
    plan_id: visit.planId,
    plan_occurrence: visit.occurrence,
  };
}

/**
 * Makes one visit of a plan as a booking is made (place-booking.ts): the job row (through the
 * exclusion constraint when it has a provider), its priced services, the first timeline event
 * (the site's, with the reason when unassigned), a request's response window, and the
 * `job.booked` fact in the same transaction (its payment from the card hold, its messages and
 * reminder). Once per occurrence: a second generator's insert does nothing (`exists`), a
 * provider whose time was taken meanwhile is `provider_taken`, and a visit no longer wanted
 * (`stillWanted`) is `stale` (nothing written).
 */
export async function placeVisit(deps: Deps, visit: NewVisit): Promise<PlacedVisit> {
  let fact: JobFact | 'stale' | undefined;
  try {
    fact = await retryOnDeadlock(() =>
      deps.db.transaction().execute(async (trx): Promise<JobFact | 'stale' | undefined> => {
        if (visit.stillWanted && !(await visit.stillWanted(trx))) return 'stale';
        if (visit.providerId) await lapseExpiredHolds(trx, visit.providerId, { start: visit.start, end: visit.blockedEnd }, visit.now);
        const row = await insertVisitRow(trx, visitRow(visit), visit.blockedEnd);
        if (!row) return undefined;
        await writeJobServices(trx, row.id, visit.lines);
        const eventId = await insertJobEvent(trx, { jobId: row.id, at: visit.now, actorUserId: null, actorRole: 'system', from: null, to: visit.status, reason: visit.unassignedReason });
        if (row.status === 'requested' && row.respond_by) await scheduleRequestExpiry(deps, trx, row.id, row.respond_by);
        const booked: JobFact = {
          kind: 'job.booked',
          job: row,
          eventId,
          actorUserId: null,
          at: visit.now,
          cardHold: visit.cardHold,
          visit: { unassignedReason: visit.unassignedReason, cardDeclined: visit.cardHold === null },
        };
        await publishJobFact(deps, trx, booked);
        return booked;
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) return { outcome: 'provider_taken' };
    throw error;
  }
  if (!fact) return { outcome: 'exists' };
  if (fact === 'stale') return { outcome: 'stale' };
  await afterJobFact(deps, fact);
  return { outcome: 'made', job: fact.job };
}
