import type { OwnStatus, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, isProviderSelf } from '../access';
import { providerScope } from '../providers';
import { findProviderAccount } from './roster.repository';
import { insertStatusChange, listSuspensions, setPause } from './status-changes.repository';
import { rosterMessages as m } from './roster-messages';

/** Only the provider themselves pauses, resumes or reads this (404 for an unknown id, 403 for anyone else). */
async function ownProvider(deps: Deps, user: SessionUser, providerId: string): Promise<void> {
  authorize(isProviderSelf(user, await providerScope(deps, providerId)), m.onlyProviderPauses);
}

async function ownStatusOf(deps: Deps, providerId: string): Promise<OwnStatus> {
  const [account, suspensions] = await Promise.all([findProviderAccount(deps.db, providerId), listSuspensions(deps.db, providerId)]);
  return {
    pausedAt: account?.paused_at?.toISOString() ?? null,
    suspensions: suspensions.map((row) => ({ marketId: row.id, marketName: row.name, since: row.suspended_at!.toISOString(), reason: row.suspension_reason })),
  };
}

export async function getOwnStatus(deps: Deps, user: SessionUser, providerId: string): Promise<OwnStatus> {
  await ownProvider(deps, user, providerId);
  return ownStatusOf(deps, providerId);
}

/**
 * The provider's own pause (docs/market-providers.md): offered nowhere until they resume;
 * requests already sent may still be answered. Audited like a suspension, for every market.
 */
export async function changeOwnPause(deps: Deps, user: SessionUser, providerId: string, pause: boolean, reason: string | null): Promise<OwnStatus> {
  await ownProvider(deps, user, providerId);
  const now = deps.now();
  await deps.db.transaction().execute(async (trx) => {
    const changed = await setPause(trx, providerId, pause ? now : null);
    if (!changed) throw AppError.conflict(pause ? m.alreadyPaused : m.notPaused);
    await insertStatusChange(trx, { provider_id: providerId, market_id: null, at: now, actor_user_id: user.id, actor_role: 'provider', action: pause ? 'paused' : 'resumed', reason });
  });
  return ownStatusOf(deps, providerId);
}
