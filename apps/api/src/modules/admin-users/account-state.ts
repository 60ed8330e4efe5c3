import type { AdminUserDetail, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, canManagePeople } from '../access';
import { deleteUserSessions } from '../auth';
import { recordSecurityEvent } from '../security-events';
import { lockEnabledAdmins, writeDisabledAt } from './people.repository';
import { personDetail, requirePerson } from './person-view';
import { assertNoLockout } from './role-changes';
import { adminUsersMessages as m } from './admin-users-messages';

export interface StateChangeInput {
  reason: string;
  address: string;
}

/**
 * Disables an account (docs/admin.md, "Disabling an account"): `disabled_at` is set and every
 * session of the person is deleted in one transaction, so their next request is a 401 wherever
 * they are logged in. Login is refused from then on; the provider stops being offered
 * (`offerableIn` reads the column).
 */
export async function disableAccount(deps: Deps, actor: SessionUser, userId: string, input: StateChangeInput): Promise<AdminUserDetail> {
  authorize(canManagePeople(actor));
  await deps.db.transaction().execute(async (trx) => {
    const enabledAdminIds = await lockEnabledAdmins(trx);
    const person = await requirePerson(trx, userId, { forUpdate: true });
    if (person.disabled_at) throw AppError.conflict(m.alreadyDisabled);
    assertNoLockout({ actorId: actor.id, targetId: userId, losesAdmin: person.roles.includes('admin') || actor.id === userId, enabledAdminIds }, 'disable');
    await writeDisabledAt(trx, userId, deps.now());
    const sessionsEnded = await deleteUserSessions(trx, userId);
    await recordSecurityEvent({ ...deps, db: trx }, { type: 'account_disabled', userId, email: person.email, address: input.address, detail: { reason: input.reason, by: actor.id, sessionsEnded } });
  });
  return personDetail(deps, actor, userId);
}

/** Enables a disabled account: the person may log in again (no session comes back by itself). */
export async function enableAccount(deps: Deps, actor: SessionUser, userId: string, input: StateChangeInput): Promise<AdminUserDetail> {
  authorize(canManagePeople(actor));
  await deps.db.transaction().execute(async (trx) => {
    const person = await requirePerson(trx, userId, { forUpdate: true });
    if (!person.disabled_at) throw AppError.conflict(m.notDisabled);
    await writeDisabledAt(trx, userId, null);
    await recordSecurityEvent({ ...deps, db: trx }, { type: 'account_enabled', userId, email: person.email, address: input.address, detail: { reason: input.reason, by: actor.id } });
  });
  return personDetail(deps, actor, userId);
}
