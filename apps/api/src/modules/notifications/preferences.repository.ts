import type { NotificationChannel, NotificationEvent } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A choice a user made (only changes from the defaults are stored). */
export interface PreferenceOverride {
  event: NotificationEvent;
  channel: NotificationChannel;
  enabled: boolean;
}

/** Every stored choice of these users, by user id. */
export async function loadOverrides(db: Kysely<Database>, userIds: readonly string[]): Promise<Map<string, PreferenceOverride[]>> {
  const byUser = new Map<string, PreferenceOverride[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db.selectFrom('notification_preferences').select(['user_id', 'event', 'channel', 'enabled']).where('user_id', 'in', [...userIds]).execute();
  for (const row of rows) {
    const list = byUser.get(row.user_id) ?? [];
    list.push({ event: row.event, channel: row.channel, enabled: row.enabled });
    byUser.set(row.user_id, list);
  }
  return byUser;
}

/**
 * Stores choices (upsert); a choice equal to the default is stored too, so later default changes
 * do not flip it. The same event and channel named twice: the last one wins (one upsert cannot
 * touch a row twice).
 */
export async function saveOverrides(db: Kysely<Database>, userId: string, given: readonly PreferenceOverride[], now: Date): Promise<void> {
  const changes = [...new Map(given.map((change) => [`${change.event}:${change.channel}`, change])).values()];
  if (changes.length === 0) return;
  await db
    .insertInto('notification_preferences')
    .values(changes.map((change) => ({ user_id: userId, event: change.event, channel: change.channel, enabled: change.enabled, updated_at: now })))
    .onConflict((conflict) => conflict.columns(['user_id', 'event', 'channel']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

export async function findPhone(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['phone', 'phone_verified_at']).where('id', '=', userId).executeTakeFirst();
}

/** Whom an unsubscribe link names: their address and roles (deleted or not). */
export async function findLinkOwner(db: Kysely<Database>, userId: string) {
  return db.selectFrom('users').select(['id', 'email', 'roles']).where('id', '=', userId).executeTakeFirst();
}
