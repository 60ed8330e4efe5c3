import { adminUserLimits, type AdminUserDetail, type AdminUserSummary, type Role, type SessionUser } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { authorize, canManagePeople } from '../access';
import { readSecurityLog } from '../security-events';
import { findPerson, latestDisableReason, type PersonRow, searchPeople } from './people.repository';
import { adminUsersMessages as m } from './admin-users-messages';

export function toSummary(row: PersonRow): AdminUserSummary {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    roles: row.roles as Role[],
    managedMarketIds: row.managed_market_ids,
    providerId: row.provider_id,
    createdAt: row.created_at.toISOString(),
    disabledAt: row.disabled_at?.toISOString() ?? null,
  };
}

/** The People list: a page of accounts whose name or email contains the search. */
export async function findPeople(deps: Deps, actor: SessionUser, query: { q?: string | undefined; page: number }) {
  authorize(canManagePeople(actor));
  const pageSize = adminUserLimits.pageSize;
  const { rows, total } = await searchPeople(deps.db, query.q || undefined, { offset: (query.page - 1) * pageSize, limit: pageSize });
  return { items: rows.map(toSummary), page: query.page, pageSize, total };
}

/** A person (404 for an unknown or deleted account), locked when read for a change. */
export async function requirePerson(db: Kysely<Database>, userId: string, options: { forUpdate?: boolean } = {}): Promise<PersonRow> {
  const row = await findPerson(db, userId, options);
  if (!row) throw AppError.notFound(m.noSuchPerson);
  return row;
}

/** One person's page: their rights, state, and what the security log says about them lately. */
export async function personDetail(deps: Deps, actor: SessionUser, userId: string): Promise<AdminUserDetail> {
  authorize(canManagePeople(actor));
  const row = await requirePerson(deps.db, userId);
  const log = await readSecurityLog(deps, actor, { userId, page: 1, pageSize: adminUserLimits.recentEvents });
  return {
    ...toSummary(row),
    disabledReason: row.disabled_at ? await latestDisableReason(deps.db, userId) : null,
    recentEvents: log.events,
  };
}
