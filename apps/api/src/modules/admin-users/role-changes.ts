import type { Role } from '@marketplace/contracts';
import { AppError } from '../../http/app-error';
import { adminUsersMessages as m } from './admin-users-messages';

/** A person's roles as stored: the role list and the markets they manage. */
export interface PersonRoles {
  roles: Role[];
  managedMarketIds: string[];
}

/** One change of rights, as the security log records it. */
export type RoleChange = { kind: 'granted' | 'revoked'; role: 'admin' } | { kind: 'granted' | 'revoked'; role: 'manager'; marketId: string };

/**
 * What an admin asked for, turned into the stored roles and the list of changes. The `manager`
 * role is held exactly while the person manages at least one market, so the role list and
 * `market_managers` never disagree (docs/admin.md, "People").
 */
export function planRoleChange(current: PersonRoles, wanted: { admin: boolean; managedMarketIds: string[] }): PersonRoles & { changes: RoleChange[] } {
  const markets = [...new Set(wanted.managedMarketIds)].sort();
  const changes: RoleChange[] = [];
  const wasAdmin = current.roles.includes('admin');
  if (wanted.admin !== wasAdmin) changes.push({ kind: wanted.admin ? 'granted' : 'revoked', role: 'admin' });
  for (const marketId of markets) if (!current.managedMarketIds.includes(marketId)) changes.push({ kind: 'granted', role: 'manager', marketId });
  for (const marketId of current.managedMarketIds) if (!markets.includes(marketId)) changes.push({ kind: 'revoked', role: 'manager', marketId });
  const kept = current.roles.filter((role) => role !== 'admin' && role !== 'manager');
  const roles: Role[] = [...kept, ...(markets.length ? (['manager'] as const) : []), ...(wanted.admin ? (['admin'] as const) : [])];
  return { roles, managedMarketIds: markets, changes };
}

/**
 * The lockout guard: an admin never removes their own admin rights nor disables their own
 * account, and no change may leave the site without an enabled admin. `enabledAdminIds` is read
 * under lock in the change's transaction, so two admins demoting each other at once cannot both win.
 */
export function assertNoLockout(input: { actorId: string; targetId: string; losesAdmin: boolean; enabledAdminIds: string[] }, action: 'revoke' | 'disable'): void {
  if (!input.losesAdmin) return;
  if (input.actorId === input.targetId) {
    throw AppError.conflict(action === 'disable' ? m.cannotDisableYourself : m.cannotRevokeYourself);
  }
  const remaining = input.enabledAdminIds.filter((id) => id !== input.targetId);
  if (remaining.length === 0) throw AppError.conflict(m.lastAdmin);
}
