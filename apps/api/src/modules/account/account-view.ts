import type { Account } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { type AccountRow, findAccountRow } from './account.repository';

export function toAccount(row: AccountRow): Account {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    pendingEmail: row.pending_email ?? null,
    phone: row.phone,
    phoneVerified: row.phone !== null && row.phone_verified_at !== null,
    createdAt: row.created_at.toISOString(),
  };
}

/** The caller's own account (there is no way to name another: these endpoints take no id). */
export async function loadAccount(deps: Deps, userId: string): Promise<AccountRow> {
  const row = await findAccountRow(deps.db, userId, deps.now());
  // A session outlives nothing: deleting an account deletes its sessions. Kept as a guard.
  if (!row) throw AppError.unauthenticated();
  return row;
}

export async function getAccount(deps: Deps, userId: string): Promise<Account> {
  return toAccount(await loadAccount(deps, userId));
}
