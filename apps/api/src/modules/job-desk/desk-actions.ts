import type { LanguageCode, assignJobSchema, deskCancelSchema, DeskStatusAction, JobDesk, SessionUser } from '@marketplace/contracts';
import type { z } from '@marketplace/contracts/zod';
import type { Deps } from '../../deps';
import { isExclusionViolation, retryOnDeadlock } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { cancellationTerms, lapseExpiredHolds, loadMarket } from '../booking';
import { applyTransition, changedMeanwhile, respondByForAssignment, scheduleRequestExpiry } from '../jobs';
import { providersFreeForJob, providersOfferingJob } from './candidates';
import { deskActor, deskRefusal, jobDeskOf, loadDeskJob } from './desk-job';
import { findProviderForDesk } from './job-desk.repository';
import { suspendedMarketName } from '../providers';
import { errorMessages as common } from '../../http/error-messages/error-messages';
import { jobDeskMessages as m } from './job-desk-messages';

const MINUTE_MS = 60_000;

/**
 * Gives the job to a provider (→ requested, a fresh response deadline queued like a booking's).
 * The provider must work in the market, offer every service and be free by the slot engine;
 * then the provider and the status change in ONE conditional update, and the exclusion
 * constraint has the last word: of a manager and a customer's hold racing for the same
 * provider and time, one wins and the other gets 409.
 */
export async function assignJob(deps: Deps, user: SessionUser, marketId: string, jobId: string, body: z.output<typeof assignJobSchema>, language: LanguageCode): Promise<JobDesk> {
  const row = await loadDeskJob(deps, user, marketId, jobId);
  const problem = deskRefusal('assign', row, deps.now());
  if (problem) throw problem;
  const provider = await findProviderForDesk(deps.db, body.providerId);
  if (!provider) throw AppError.validation({ providerId: [m.noSuchProviderField] }, common.noSuchProvider);
  const name = provider.display_name;
  if (provider.id === row.provider_id) throw AppError.conflict({ ...m.alreadyHasJob, values: { provider: name } });
  const market = await loadMarket(deps, row.market_id);
  if ((await providersOfferingJob(deps, row, market.id, provider.id)).length === 0) {
    throw AppError.conflict({ ...m.doesNotOffer, values: { provider: name, market: market.name } });
  }
  if ((await providersFreeForJob(deps, row, market, [provider.id])).length === 0) {
    throw AppError.slotTaken({ ...m.notFree, values: { provider: name } });
  }

  const now = deps.now();
  const respondBy = respondByForAssignment(market, now, row.start_at);
  const blockedEnd = new Date(row.end_at.getTime() + market.travel_buffer_minutes * MINUTE_MS);
  let assigned;
  try {
    assigned = await retryOnDeadlock(() =>
      applyTransition(deps, row, {
        action: 'assign',
        actor: deskActor(user),
        reason: body.reason ?? null,
        changes: { provider_id: provider.id, respond_by: respondBy },
        inTransaction: {
          // An expired hold on that time gives way, as it does for a booking.
          before: (trx) => lapseExpiredHolds(trx, provider.id, { start: row.start_at, end: blockedEnd }, now, row.id),
          after: (trx) => scheduleRequestExpiry(deps, trx, row.id, respondBy),
        },
      }),
    );
  } catch (error) {
    if (isExclusionViolation(error)) throw AppError.slotTaken({ ...m.justBooked, values: { provider: name } });
    throw error;
  }
  if (!assigned) throw changedMeanwhile();
  return jobDeskOf(deps, user, assigned, language, { market });
}

/** A lifecycle step on the provider's or the customer's behalf, with the manager's reason. */
export async function changeJobStatus(deps: Deps, user: SessionUser, marketId: string, jobId: string, body: { action: DeskStatusAction; reason: string }, language: LanguageCode): Promise<JobDesk> {
  const row = await loadDeskJob(deps, user, marketId, jobId);
  const problem = deskRefusal(body.action, row, deps.now());
  if (problem) throw problem;
  // Accepting for a suspended provider would hand them the work the suspension took away.
  const suspendedIn = body.action === 'accept' && row.provider_id ? await suspendedMarketName(deps.db, row.provider_id, row.market_id) : null;
  if (suspendedIn) throw AppError.conflict({ ...m.providerSuspended, values: { market: suspendedIn } });
  const updated = await applyTransition(deps, row, {
    action: body.action,
    actor: deskActor(user),
    reason: body.reason,
    ...(body.action === 'unassign' ? { changes: { provider_id: null, respond_by: null } } : {}),
  });
  if (!updated) throw changedMeanwhile();
  return jobDeskOf(deps, user, updated, language);
}

/**
 * Cancels on behalf of the customer (the fee from the policy snapshot applied, or waived) or of
 * the company (the customer never pays for that). The event records who, on whose behalf and
 * the fee decision.
 */
export async function deskCancelJob(deps: Deps, user: SessionUser, marketId: string, jobId: string, body: z.output<typeof deskCancelSchema>, language: LanguageCode): Promise<JobDesk> {
  const row = await loadDeskJob(deps, user, marketId, jobId);
  const problem = deskRefusal('cancel', row, deps.now());
  if (problem) throw problem;
  if (body.onBehalfOf === 'company' && body.fee === 'apply') {
    throw AppError.validation({ fee: [m.companyWaivesFee] });
  }
  const terms = cancellationTerms(
    { freeUntil: row.free_cancellation_until, totalMinor: row.total_minor, paidMinor: 0, policy: { cancellationFeeBps: row.cancellation_fee_bps } },
    deps.now(),
  );
  const feeMinor = body.fee === 'apply' ? terms.feeMinor : 0;
  const cancelled = await applyTransition(deps, row, {
    action: 'cancel',
    actor: deskActor(user),
    reason: body.reason,
    changes: { cancellation_fee_minor: feeMinor },
    recorded: { cancellation: { onBehalfOf: body.onBehalfOf, fee: body.fee, feeMinor } },
  });
  if (!cancelled) throw changedMeanwhile();
  return jobDeskOf(deps, user, cancelled, language);
}
