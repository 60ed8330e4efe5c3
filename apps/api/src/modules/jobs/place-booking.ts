import { type LanguageCode, type JobDetail, type placeBookingSchema, richTextMaxLength, type SessionUser } from '@marketplace/contracts';
import type { z } from '@marketplace/contracts/zod';
import type { Deps } from '../../deps';
import { isExclusionViolation, isUniqueViolation, retryOnDeadlock } from '../../db/errors';
import type { JobRow, MarketRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { feesOf, findJobOrHold, lapseExpiredHoldsAround, listJobServices, loadBookingContext, markHoldReleased, policyOf, postalCodeCandidates, priceColumns, priceSelection, writeJobServices } from '../booking';
import { isBlankRichText, sanitizeRichText } from '../content';
import { jobDetailOf } from './job-detail';
import { afterJobFact, type CardHold, checkBooking, type JobFact, type PlanRequest, publishJobFact } from './job-wiring';
import { convertHoldToJob, findJobIdByKey, findJobRow, insertJobEvent, type JobDetails } from './jobs.repository';
import { respondByFor, scheduleRequestExpiry } from './response-window';
import { jobsMessages as m } from './jobs-messages';
import { errorMessages as common } from '../../http/error-messages/error-messages';

export type PlaceBookingRequest = z.output<typeof placeBookingSchema>;

const MINUTE_MS = 60_000;
const HOLD_STATUSES: ReadonlyArray<JobRow['status']> = ['held', 'lapsed', 'released'];

/** The job an idempotency key already made; a different hold sent with it is given back. */
async function replay(deps: Deps, user: SessionUser, jobId: string, holdId: string, language: LanguageCode): Promise<JobDetail> {
  if (holdId !== jobId) {
    const other = await findJobOrHold(deps.db, holdId);
    if (other?.customer_id === user.id && other.status === 'held') await markHoldReleased(deps.db, holdId, deps.now());
  }
  const job = await findJobRow(deps.db, jobId);
  if (!job) throw AppError.notFound(common.noSuchJob);
  return jobDetailOf(deps, user, job, { language });
}

/** The hold as sent: the customer's own, still a hold (live, expired or lapsed), else why not. */
function checkHold(hold: JobRow | undefined, user: SessionUser): JobRow {
  if (!hold || hold.customer_id !== user.id) throw AppError.notFound(m.noSuchHold);
  if (hold.status === 'released') throw AppError.holdExpired(m.holdGivenBack);
  if (!HOLD_STATUSES.includes(hold.status)) throw AppError.conflict(m.holdUsed);
  return hold;
}

const selectionKey = (services: Array<{ serviceId: string; quantity: number }>) =>
  services.map((service) => `${service.serviceId}×${service.quantity}`).sort().join(',');

function checkAddress(market: MarketRow, postalCode: string): void {
  if (!postalCodeCandidates(postalCode).some((candidate) => market.postal_codes.includes(candidate))) {
    throw AppError.validation({ 'address.postalCode': [{ ...m.postalCodeNotServed, values: { market: market.name } }] }, { ...m.addressOutsideMarket, values: { market: market.name } });
  }
}

function jobDetails(request: PlaceBookingRequest, descriptionHtml: string, market: MarketRow, price: ReturnType<typeof priceSelection>, start: Date, now: Date): JobDetails {
  return {
    address_line1: request.address.line1,
    address_line2: request.address.line2 ?? null,
    address_city: request.address.city,
    address_postal_code: request.address.postalCode,
    description_html: descriptionHtml,
    access_notes: request.jobInfo.accessNotes ?? null,
    size: request.jobInfo.size,
    contact_name: request.contact.name,
    contact_email: request.contact.email,
    contact_phone: request.contact.phone,
    ...priceColumns(price, policyOf(market), start),
    idempotency_key: request.idempotencyKey,
    respond_by: respondByFor(market, now, start),
    created_at: now,
    updated_at: now,
  };
}

interface Conversion {
  hold: JobRow;
  repeat: PlanRequest | undefined;
  market: MarketRow;
  price: ReturnType<typeof priceSelection>;
  descriptionHtml: string;
  expired: boolean;
  now: Date;
  cardHold: CardHold;
}

/** The hold becomes the job with its services, first event and expiry, and is published (`job.booked`: its payment, messages and reminder), in one transaction; undefined when the key or hold was used first. */
async function convert(deps: Deps, user: SessionUser, request: PlaceBookingRequest, { hold, repeat, market, price, descriptionHtml, expired, now, cardHold }: Conversion) {
  try {
    return await retryOnDeadlock(() =>
      deps.db.transaction().execute(async (trx) => {
        if (expired) await lapseExpiredHoldsAround(trx, hold.id, now);
        const row = await convertHoldToJob(trx, hold.id, user.id, jobDetails(request, descriptionHtml, market, price, hold.start_at, now));
        if (!row) return undefined;
        const services = await writeJobServices(trx, row.id, price.lines);
        const eventId = await insertJobEvent(trx, { jobId: row.id, at: now, actorUserId: user.id, actorRole: 'customer', from: null, to: 'requested', reason: null });
        await scheduleRequestExpiry(deps, trx, row.id, row.respond_by!);
        // With `repeat` the plan is made here too (plans' handler): the booking is its first visit.
        const booked: JobFact = { kind: 'job.booked', job: row, eventId, actorUserId: user.id, at: now, cardHold, ...(repeat ? { repeat } : {}) };
        await publishJobFact(deps, trx, booked);
        // The plan's handler linked the job to its new plan: the answer says so (`plan`).
        return { row: repeat ? ((await findJobRow(trx, row.id)) ?? row) : row, services, booked };
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) {
      await deps.jobWiring.cardHolds.giveBack(deps, cardHold);
      throw AppError.slotTaken();
    }
    if (!isUniqueViolation(error)) {
      // Refused in the transaction (e.g. a plan too many, made meanwhile from another tab): nothing was booked.
      await deps.jobWiring.cardHolds.giveBack(deps, cardHold);
      throw error;
    }
    return undefined;
  }
}

/**
 * Turns the customer's hold into a `requested` job (docs/product.md §5), in one transaction: the details,
 * the price and cancellation policy as the market has them now, the priced services and the
 * first timeline event. Idempotent per (customer, key): a retry, a double click or a concurrent
 * duplicate gets the same job. An expired hold is re-claimed when its time is still free;
 * otherwise 409 SLOT_TAKEN.
 */
export async function placeBooking(deps: Deps, user: SessionUser, request: PlaceBookingRequest, language: LanguageCode): Promise<JobDetail> {
  const descriptionHtml = sanitizeRichText(request.jobInfo.descriptionHtml);
  if (isBlankRichText(descriptionHtml)) throw AppError.validation({ 'jobInfo.descriptionHtml': [m.describeTheJob] });
  // Sanitizing can lengthen text (`&` → `&amp;`, links gain `rel`); what is stored obeys the limit too.
  if (descriptionHtml.length > richTextMaxLength) throw AppError.validation({ 'jobInfo.descriptionHtml': [m.descriptionTooLong] });
  const existing = await findJobIdByKey(deps.db, user.id, request.idempotencyKey);
  if (existing) return replay(deps, user, existing, request.holdId, language);

  const found = await findJobOrHold(deps.db, request.holdId);
  // The same confirm, committed between the two reads above.
  if (found?.customer_id === user.id && found.idempotency_key === request.idempotencyKey) return replay(deps, user, found.id, found.id, language);
  const hold = checkHold(found, user);
  const held = await listJobServices(deps.db, [hold.id], 'en');
  if (selectionKey(held.map((line) => ({ serviceId: line.service_id, quantity: line.quantity }))) !== selectionKey(request.services)) {
    throw AppError.conflict(m.servicesChanged);
  }
  // The job's services keep their English names (its record, as on its invoice); readers get theirs joined (listJobServices).
  const { market, catalogue } = await loadBookingContext(deps, hold.market_id, request.services, { live: true, language: 'en' });
  checkAddress(market, request.address.postalCode);
  // The first visit of a plan already has the plan's discount (docs/repeat-business.md).
  const repeat: PlanRequest | undefined = request.repeat ? { ...request.repeat, paymentMethod: request.paymentMethod } : undefined;
  const price = priceSelection(request.services, catalogue, { ...feesOf(market), ...(repeat ? { planDiscountBps: market.plan_discount_bps } : {}) });
  if (price.durationMinutes * MINUTE_MS !== hold.end_at.getTime() - hold.start_at.getTime()) {
    throw AppError.conflict(m.durationChanged);
  }
  const now = deps.now();
  const expired = hold.status === 'lapsed' || hold.hold_expires_at!.getTime() <= now.getTime();
  if (expired && hold.start_at.getTime() < now.getTime() + market.min_notice_minutes * MINUTE_MS) {
    throw AppError.holdExpired(m.holdTooSoon);
  }

  await checkBooking(deps, { customerId: user.id, repeat });
  // The total is held on the card before the slot is taken; a refusal (402) leaves the hold as it is.
  const cardHold = await deps.jobWiring.cardHolds.take(deps, {
    paymentMethod: request.paymentMethod,
    customer: user.id,
    amountMinor: price.totalMinor,
    currency: price.currency,
    idempotencyKey: `authorise:${user.id}:${request.idempotencyKey}:${request.paymentMethod}`,
  });
  const job = await convert(deps, user, request, { hold, repeat, market, price, descriptionHtml, expired, now, cardHold });
  if (job) {
    await afterJobFact(deps, job.booked);
    // The services as written are English: a reader of another language reads them joined.
    return await jobDetailOf(deps, user, job.row, { market, language, ...(language === 'en' ? { services: job.services } : {}) });
  }
  await deps.jobWiring.cardHolds.giveBack(deps, cardHold);
  // A concurrent request used the key or the hold first: answer as it was answered.
  const winner = await findJobIdByKey(deps.db, user.id, request.idempotencyKey);
  if (winner) return replay(deps, user, winner, request.holdId, language);
  checkHold(await findJobOrHold(deps.db, request.holdId), user);
  throw AppError.holdExpired();
}
