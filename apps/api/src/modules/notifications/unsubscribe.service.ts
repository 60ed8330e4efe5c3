import { notificationEventLabels, type Role, type UnsubscribeState } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import { channelsFor } from './preferences';
import { findLinkOwner, loadOverrides, saveOverrides } from './preferences.repository';
import { type UnsubscribeScope, verifyUnsubscribeToken } from './unsubscribe-token';
import { notificationsMessages as m } from './notifications-messages';

const invalidLink = m.unsubscribeLinkNotValid;

/** "jane@example.com" → "j•••@example.com": enough for the owner to recognise, little for anyone else. */
export function maskAddress(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

/** The link's scope and its user, or a 400 on the `token` field (never a 500: the page shows it). */
async function resolve(deps: Deps, token: string) {
  const scope = await verifyUnsubscribeToken(deps, token);
  const user = scope && (await findLinkOwner(deps.db, scope.userId));
  if (!scope || !user) throw AppError.validation({ token: [invalidLink] }, invalidLink);
  return { scope, user };
}

async function stateOf(deps: Deps, scope: UnsubscribeScope, user: { email: string; roles: string[] }): Promise<UnsubscribeState> {
  const overrides = (await loadOverrides(deps.db, [scope.userId])).get(scope.userId) ?? [];
  // An event that no longer concerns the user (a role was taken away) is sent on no channel.
  const channels = channelsFor(user.roles as Role[], overrides, scope.event);
  return {
    event: scope.event,
    eventLabel: notificationEventLabels[scope.event].label,
    channel: scope.channel,
    address: maskAddress(user.email),
    subscribed: channels?.[scope.channel] ?? false,
  };
}

/** What the link would turn off, and whether it is on now. */
export async function unsubscribeState(deps: Deps, token: string): Promise<UnsubscribeState> {
  const { scope, user } = await resolve(deps, token);
  return stateOf(deps, scope, user);
}

/** Turns the link's one event and channel off, as the user's own choice. Only a login can turn it back on. */
export async function applyUnsubscribe(deps: Deps, token: string): Promise<UnsubscribeState> {
  const { scope, user } = await resolve(deps, token);
  await saveOverrides(deps.db, scope.userId, [{ event: scope.event, channel: scope.channel, enabled: false }], deps.now());
  return stateOf(deps, scope, user);
}
