import { MAX_OPEN_PLANS } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Deps } from '../../deps';
import type { Database, JobRow } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { findJobRow, type JobFactHandler, type PlanRequest } from '../jobs';
import { findMarketRow } from '../markets';
import { notify } from '../notifications';
import { generateSoon } from './generate-visits';
import { insertPlanOf } from './plan-snapshot';
import { plansMessages as m } from './plans-messages';
import { countOpenPlans, lockCustomer } from './plans.repository';

const tooMany = () => AppError.conflict({ ...m.tooMany, values: { max: MAX_OPEN_PLANS } });

/**
 * Makes the plan in the booking's transaction (docs/repeat-business.md) from its first visit
 * (plan-snapshot.ts), tells its customer and provider, and queues its visits. Counted under a
 * lock of the customer's row, so two bookings at once cannot pass the limit together.
 */
async function makePlan(deps: Deps, trx: Kysely<Database>, job: JobRow, repeat: PlanRequest, card: { brand: string; last4: string } | null): Promise<string> {
  await lockCustomer(trx, job.customer_id);
  if ((await countOpenPlans(trx, job.customer_id)) >= MAX_OPEN_PLANS) throw tooMany();
  const market = await findMarketRow(trx, job.market_id);
  if (!market) throw new Error(`No market ${job.market_id}`);
  const planId = await insertPlanOf(trx, job, { everyWeeks: repeat.everyWeeks, timeZone: market.time_zone, discountBps: market.plan_discount_bps, paymentMethod: repeat.paymentMethod, card });
  await notify(deps, trx, { event: 'plan_created', jobId: job.id, key: `plan-created:${planId}`, actorUserId: job.customer_id });
  // The visits of the window: made right after the booking commits; the queue's message is the fallback.
  await deps.queue.send(trx, 'plan-visits', { planId });
  return planId;
}

/**
 * A booking with `repeat` starts a plan (registered in deps.ts with the job lifecycle's other
 * handlers): refused before the card is held when the customer has too many plans going, made in
 * the booking's transaction, and its visits generated once that committed.
 */
export const plansOnJobFacts: JobFactHandler = {
  async beforeBooking(deps, booking) {
    if (booking.repeat && (await countOpenPlans(deps.db, booking.customerId)) >= MAX_OPEN_PLANS) throw tooMany();
  },
  async inTransaction(deps, trx, fact) {
    if (fact.kind === 'job.booked' && fact.repeat) await makePlan(deps, trx, fact.job, fact.repeat, fact.cardHold?.card ?? null);
  },
  async afterCommit(deps, fact) {
    if (fact.kind !== 'job.booked' || !fact.repeat) return;
    const planId = (await findJobRow(deps.db, fact.job.id))?.plan_id;
    if (planId) await generateSoon(deps, planId);
  },
};
