import { defaultChannels, type NotificationChannel, type NotificationEvent, type Role } from '@marketplace/contracts';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { findPhone, type PreferenceOverride } from './preferences.repository';

export type { PreferenceOverride };

/**
 * The one rule for "is this user told about this event on this channel": their own choice,
 * else their roles' default. Undefined when the event does not concern them at all.
 */
export function channelsFor(roles: readonly Role[], overrides: readonly PreferenceOverride[], event: NotificationEvent): Record<NotificationChannel, boolean> | undefined {
  const defaults = defaultChannels(roles, event);
  if (!defaults) return undefined;
  const chosen = { ...defaults };
  for (const override of overrides) if (override.event === event) chosen[override.channel] = override.enabled;
  return chosen;
}

/** Whether text messages can reach the user: a phone number, and whether its owner verified it. */
export async function smsReach(db: Kysely<Database>, userId: string): Promise<{ hasPhone: boolean; phoneVerified: boolean }> {
  const row = await findPhone(db, userId);
  const hasPhone = Boolean(row?.phone?.trim());
  return { hasPhone, phoneVerified: hasPhone && row?.phone_verified_at != null };
}
