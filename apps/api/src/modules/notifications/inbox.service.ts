import type { Inbox, InboxItem, MarkRead } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { AuthContext } from '../access';
import { countUnread, listInApp, markInAppRead } from './inbox.repository';
import type { NotificationPayload } from './payload';
import { inAppText } from './render';

/** The contract's limits: a template that writes more is cut, never a failed answer. */
const cut = (text: string, max: number) => (text.length <= max ? text : `${text.slice(0, max - 1)}…`);

type Row = Awaited<ReturnType<typeof listInApp>>[number];

/** An entry as the bell shows it, rendered now from what was true when it was written. */
function toItem(row: Row): InboxItem {
  const { title, body, link } = inAppText(row.payload as NotificationPayload);
  return {
    id: row.id,
    event: row.event,
    title: cut(title, 200),
    body: cut(body, 500),
    link: link && link.length <= 300 ? link : null,
    createdAt: row.created_at.toISOString(),
    readAt: row.read_at?.toISOString() ?? null,
  };
}

/** The caller's bell: newest first, with how many are unread (of all, not only those listed). */
export async function readInbox(deps: Deps, auth: AuthContext, limit: number): Promise<Inbox> {
  const [rows, unreadCount] = await Promise.all([listInApp(deps.db, auth.user.id, limit), countUnread(deps.db, auth.user.id)]);
  return { unreadCount, items: rows.map(toItem) };
}

export async function markRead(deps: Deps, auth: AuthContext, which: MarkRead): Promise<{ unreadCount: number }> {
  await markInAppRead(deps.db, auth.user.id, which, deps.now());
  return { unreadCount: await countUnread(deps.db, auth.user.id) };
}
