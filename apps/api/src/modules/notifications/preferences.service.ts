import { notificationEventLabels, notificationEvents, type NotificationPreferences, type UpdateNotificationPreferences } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../access';
import { channelsFor, smsReach } from './preferences';
import { loadOverrides, saveOverrides } from './preferences.repository';
import { notificationsMessages as m } from './notifications-messages';

/**
 * The settings table of one user: each event that concerns their roles, as `channelsFor` decides
 * it, and whether text messages can reach them (a verified phone).
 */
export async function readPreferences(deps: Deps, auth: AuthContext): Promise<NotificationPreferences> {
  const { user } = auth;
  const overrides = (await loadOverrides(deps.db, [user.id])).get(user.id) ?? [];
  const events = notificationEvents.flatMap((event) => {
    const channels = channelsFor(user.roles, overrides, event);
    return channels ? [{ event, ...notificationEventLabels[event], channels }] : [];
  });
  return { events, email: user.email, ...(await smsReach(deps.db, user.id)) };
}

/**
 * Stores the caller's choices. An event that does not concern them (a customer's "payout") is
 * refused as a whole, so nothing is stored that the settings page could never show.
 */
export async function updatePreferences(deps: Deps, auth: AuthContext, request: UpdateNotificationPreferences): Promise<NotificationPreferences> {
  const { user } = auth;
  const foreign = [...new Set(request.changes.filter((change) => channelsFor(user.roles, [], change.event) === undefined).map((change) => change.event))];
  if (foreign.length > 0) throw AppError.validation({ changes: [{ ...m.notYourEvents, values: { events: foreign.join(', ') } }] });
  await saveOverrides(deps.db, user.id, request.changes, deps.now());
  return readPreferences(deps, auth);
}
