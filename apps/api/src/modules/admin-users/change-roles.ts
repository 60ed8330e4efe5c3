import type { AdminUserDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, canManagePeople } from '../access';
import { recordSecurityEvent } from '../security-events';
import { knownMarketIds, lockEnabledAdmins, writeRoles } from './people.repository';
import { personDetail, requirePerson } from './person-view';
import { assertNoLockout, planRoleChange } from './role-changes';
import { adminUsersMessages as m } from './admin-users-messages';

export interface RolesInput {
  admin: boolean;
  managedMarketIds: string[];
  address: string;
}

/**
 * Sets whether a person is an admin and which markets they manage. The person's row and every
 * enabled admin's are locked first, then each change is written with its security event in
 * the same transaction (docs/admin.md, "People").
 */
export async function changeRoles(deps: Deps, actor: SessionUser, userId: string, input: RolesInput): Promise<AdminUserDetail> {
  authorize(canManagePeople(actor));
  const wanted = [...new Set(input.managedMarketIds)];
  const known = await knownMarketIds(deps.db, wanted);
  const unknown = wanted.filter((id) => !known.includes(id));
  if (unknown.length) throw AppError.validation({ managedMarketIds: [{ ...m.noSuchMarkets, values: { markets: unknown.join(', ') } }] });

  await deps.db.transaction().execute(async (trx) => {
    const enabledAdminIds = await lockEnabledAdmins(trx);
    const person = await requirePerson(trx, userId, { forUpdate: true });
    const plan = planRoleChange({ roles: person.roles as SessionUser['roles'], managedMarketIds: person.managed_market_ids }, input);
    const losesAdmin = plan.changes.some((change) => change.role === 'admin' && change.kind === 'revoked');
    // A disabled admin losing the role leaves the enabled admins as they were.
    assertNoLockout({ actorId: actor.id, targetId: userId, losesAdmin: losesAdmin && !person.disabled_at, enabledAdminIds }, 'revoke');
    if (plan.changes.length === 0) return;
    await writeRoles(trx, userId, plan.roles, plan.managedMarketIds);
    for (const change of plan.changes) {
      await recordSecurityEvent(
        { ...deps, db: trx },
        {
          type: change.kind === 'granted' ? 'role_granted' : 'role_revoked',
          userId,
          email: person.email,
          address: input.address,
          detail: { role: change.role, marketId: change.role === 'manager' ? change.marketId : null, by: actor.id },
        },
      );
    }
  });
  return personDetail(deps, actor, userId);
}
