import type { SecurityEvent, SecurityEventsQuery, SessionUser } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { authorize, canReadSecurityLog } from '../access';
import { listSecurityEvents } from './security-events.repository';

/** The security log for an admin: a page of events, newest first, filtered by type, user or email. */
export async function readSecurityLog(deps: Deps, user: SessionUser, query: SecurityEventsQuery) {
  authorize(canReadSecurityLog(user));
  const { page, pageSize, ...filter } = query;
  const { rows, ...counts } = await listSecurityEvents(deps.db, filter, { offset: (page - 1) * pageSize, limit: pageSize });
  const events = rows.map(
    (row): SecurityEvent => ({
      id: row.id,
      at: row.at.toISOString(),
      type: row.type as SecurityEvent['type'],
      userId: row.user_id,
      email: row.email,
      address: row.address,
      detail: row.detail as SecurityEvent['detail'],
      count: row.count,
    }),
  );
  return { events, page, pageSize, ...counts };
}
