import type { LanguageCode, RosterDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { isAdmin } from '../access';
import { deskActor } from '../job-desk';
import { applyTransition, findJobRow } from '../jobs';
import { queueAccountMessage } from '../notifications';
import { reviewedMarket } from '../provider-review';
import { findProviderAccount, listProviderUpcomingJobs } from './roster.repository';
import { loadRosterProvider, rosterDetailOf } from './roster.service';
import { insertStatusChange, setSuspension } from './status-changes.repository';
import { rosterMessages as m } from './roster-messages';

/**
 * Suspends (or reinstates) a provider in one market, with the manager's reason: the change and
 * its audit row and the provider's email in one transaction; of two managers at once one does
 * it and the other gets 409. Suspension drops nothing silently (docs/market-providers.md,
 * "Their jobs"): requests still waiting for the provider's answer go back to the market
 * (→ unassigned, "provider suspended" on the timeline), so the unassigned queue shows them;
 * confirmed jobs stay theirs and are listed under "Needs reassignment" until a manager moves them.
 */
export async function changeSuspension(deps: Deps, user: SessionUser, marketId: string, providerId: string, suspend: boolean, reason: string, language: LanguageCode): Promise<RosterDetail> {
  const market = await reviewedMarket(deps, user, marketId);
  const record = await loadRosterProvider(deps, user, marketId, providerId);
  const account = (await findProviderAccount(deps.db, providerId))!;
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const changed = await setSuspension(trx, providerId, marketId, suspend ? { at: now, reason } : null);
    if (!changed) throw AppError.conflict({ ...(suspend ? m.alreadySuspended : m.notSuspended), values: { provider: record.display_name, market: market.name } });
    await insertStatusChange(trx, {
      provider_id: providerId,
      market_id: marketId,
      at: now,
      actor_user_id: user.id,
      actor_role: isAdmin(user) ? 'admin' : 'manager',
      action: suspend ? 'suspended' : 'reinstated',
      reason,
    });
    await queueAccountMessage(deps, trx, {
      userId: account.user_id,
      channel: 'email',
      to: account.email,
      template: suspend ? 'provider_suspended' : 'provider_reinstated',
      recipientName: account.name,
      marketName: market.name,
      reason,
      key: `provider-status:${providerId}:${marketId}:${now.getTime()}`,
      // A provider who never chose reads the market's language, not the manager's.
      language: market.language,
    });
  });
  if (suspend) await giveBackRequests(deps, user, marketId, providerId, reason);
  return rosterDetailOf(deps, marketId, (await loadRosterProvider(deps, user, marketId, providerId))!, language);
}

/** Each upcoming request of the provider in the market goes back to the unassigned queue; one the provider answered meanwhile is left as it is. */
async function giveBackRequests(deps: Deps, user: SessionUser, marketId: string, providerId: string, reason: string): Promise<void> {
  const jobs = await listProviderUpcomingJobs(deps.db, marketId, providerId, deps.now());
  for (const job of jobs.filter((upcoming) => upcoming.status === 'requested')) {
    const row = await findJobRow(deps.db, job.id);
    if (row?.status !== 'requested' || row.provider_id !== providerId) continue;
    await applyTransition(deps, row, {
      action: 'unassign',
      actor: deskActor(user),
      reason: `Provider suspended: ${reason}`,
      changes: { provider_id: null, respond_by: null },
    });
  }
}
