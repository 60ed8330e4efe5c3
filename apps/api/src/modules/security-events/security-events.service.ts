import type { SecurityEventType } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { insertSecurityEvent, type SecurityEventRow } from './security-events.repository';

export interface SecurityEvent {
  type: SecurityEventType;
  /** The account concerned, when known. */
  userId?: string | null;
  /** The email given, for events about an account that may not exist (a failed login). */
  email?: string | null;
  /** The client address (request.ip: the real client behind trusted proxies). */
  address: string;
  detail?: SecurityEventRow['detail'];
}

/**
 * Appends one event to the security log. The table refuses updates and deletes. Call it with
 * the same `db` as the change it records when both must stand or fall together.
 */
export async function recordSecurityEvent(deps: Pick<Deps, 'db' | 'now'>, event: SecurityEvent): Promise<void> {
  await insertSecurityEvent(
    deps.db,
    { type: event.type, userId: event.userId ?? null, email: event.email ?? null, address: event.address, detail: event.detail ?? {} },
    deps.now(),
  );
}
