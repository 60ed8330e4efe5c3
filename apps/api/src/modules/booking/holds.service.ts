import type { Hold, ServicesSelection, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors';
import type { JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { bookingMessages as m } from './booking-messages';
import { writeJobServices } from './job-services.repository';
import { feesOf, loadBookingContext, policyOf } from './booking-market';
import { findJobOrHold, insertHold, lapseExpiredHolds, lockCustomerForHold, markHoldReleased, releaseHoldsOf } from './holds.repository';
import { priceSelection } from './prices';
import { providersFreeAt } from './schedule-search';
import { listProvidersOffering } from './schedules.repository';

const MINUTE_MS = 60_000;
const HOLD_STATUSES: ReadonlyArray<JobRow['status']> = ['held', 'lapsed', 'released'];

export function toHold(row: JobRow): Hold {
  return {
    id: row.id,
    marketId: row.market_id,
    providerId: row.provider_id!,
    start: row.start_at.toISOString(),
    end: row.end_at.toISOString(),
    expiresAt: row.hold_expires_at!.toISOString(),
  };
}

export interface HoldRequest {
  marketId: string;
  providerId: string;
  start: string;
  services: ServicesSelection;
}

/**
 * Holds a provider at a start for the market's hold length. The slot engine says whether the
 * time is bookable; the exclusion constraint decides who gets it when customers race. Holding
 * a new time releases the customer's earlier holds (in the same transaction); one customer's
 * concurrent requests take turns, and the last one keeps its hold.
 */
export async function holdSlot(deps: Deps, user: SessionUser, request: HoldRequest): Promise<Hold> {
  // The hold's services keep their English names (the job's record); readers get theirs joined (listJobServices).
  const { market, catalogue } = await loadBookingContext(deps, request.marketId, request.services, { live: true, language: 'en' });
  if (user.providerId === request.providerId) throw AppError.conflict(m.cannotBookYourself);
  const serviceIds = request.services.map((service) => service.serviceId);
  const offering = await listProvidersOffering(deps.db, market.id, serviceIds, request.providerId);
  if (offering.length === 0) throw AppError.validation({ providerId: [{ ...m.providerDoesNotOffer, values: { market: market.name } }] });

  const quote = priceSelection(request.services, catalogue, feesOf(market));
  const now = deps.now();
  const start = new Date(request.start);
  const free = await providersFreeAt(deps, {
    market,
    providerIds: offering,
    durationMinutes: quote.durationMinutes,
    now,
    start,
    blocking: { exceptHoldsOf: user.id },
  });
  if (free.length === 0) throw AppError.slotTaken();

  const end = new Date(start.getTime() + quote.durationMinutes * MINUTE_MS);
  const blockedEnd = new Date(end.getTime() + market.travel_buffer_minutes * MINUTE_MS);
  try {
    const row = await retryOnDeadlock(() =>
      deps.db.transaction().execute(async (trx) => {
        await lockCustomerForHold(trx, user.id);
        await releaseHoldsOf(trx, user.id, now);
        await lapseExpiredHolds(trx, request.providerId, { start, end: blockedEnd }, now);
        const hold = await insertHold(trx, {
          marketId: market.id,
          customerId: user.id,
          providerId: request.providerId,
          start,
          end,
          blockedEnd,
          expiresAt: new Date(now.getTime() + market.hold_minutes * MINUTE_MS),
          now,
          price: quote,
          policy: policyOf(market),
        });
        await writeJobServices(trx, hold.id, quote.lines);
        return hold;
      }),
    );
    return toHold(row);
  } catch (error) {
    if (isExclusionViolation(error)) throw AppError.slotTaken();
    throw error;
  }
}

/** Gives back one of the customer's holds; releasing one already given back is fine. */
export async function releaseHold(deps: Deps, user: SessionUser, holdId: string): Promise<void> {
  const row = await findJobOrHold(deps.db, holdId);
  if (!row || row.customer_id !== user.id) throw AppError.notFound(m.noSuchHold);
  const released = HOLD_STATUSES.includes(row.status) && (await markHoldReleased(deps.db, holdId, deps.now()));
  if (!released) throw AppError.conflict(m.alreadyBooked);
}
