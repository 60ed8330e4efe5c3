import { createHash } from 'node:crypto';
import type { SecurityEventType } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { addressKey } from './address-key';
import { countSecurityEvent, insertSecurityEvent, type SecurityEventRow } from './security-events.repository';

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

const row = (event: SecurityEvent): SecurityEventRow => ({
  type: event.type,
  userId: event.userId ?? null,
  email: event.email ?? null,
  address: event.address,
  detail: event.detail ?? {},
});

/**
 * Appends one event to the security log. The table refuses updates and deletes. Call it with
 * the same `db` as the change it records when both must stand or fall together.
 */
export async function recordSecurityEvent(deps: Pick<Deps, 'db' | 'now'>, event: SecurityEvent): Promise<void> {
  await insertSecurityEvent(deps.db, row(event), deps.now());
}

/** A refused request: what was asked (`endpoint`) and why it was refused, in words from a fixed set. */
export interface Refusal extends SecurityEvent {
  endpoint: string;
  reason: string;
}

/**
 * Records a refused request at most once per minute per address (by its /64 for IPv6, as the
 * limits count it), person, endpoint and reason: repeats raise that row's count. Anyone can
 * send refused requests as fast as they like; the log grows by a row a minute per kind at most
 * (docs/security.md, "The security log").
 */
export async function recordRefusal(deps: Pick<Deps, 'db' | 'now'>, refusal: Refusal): Promise<void> {
  const at = deps.now();
  const minute = Math.floor(at.getTime() / 60_000);
  const parts = [refusal.type, addressKey(refusal.address), refusal.userId ?? '', refusal.endpoint, refusal.reason, String(minute)];
  const aggregateKey = createHash('sha256').update(parts.join('\n')).digest('hex');
  await countSecurityEvent(deps.db, row(refusal), at, aggregateKey);
}
