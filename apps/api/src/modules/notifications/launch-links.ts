import { routes } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { findUnsubscribeToken } from './cause-facts.repository';

/** The market remote's page that asks before leaving the waitlist (apps/market, `market/waitlist/unsubscribe`). */
export const WAITLIST_UNSUBSCRIBE_PAGE = '/market/waitlist/unsubscribe';

/**
 * The launch email's links (docs/admin-markets.md): the footer's page, and RFC 8058's one-click
 * URL for the headers. The token is the entry's own random one; none when the entry is gone.
 */
export async function waitlistUnsubscribeLinks(deps: Pick<Deps, 'db' | 'config'>, entryId: number): Promise<{ page: string; oneClick: string } | null> {
  const unsubscribeToken = await findUnsubscribeToken(deps.db, entryId);
  if (unsubscribeToken === undefined) return null;
  const site = deps.config.notifications.siteUrl.replace(/\/+$/, '');
  const token = encodeURIComponent(unsubscribeToken);
  return { page: `${site}${WAITLIST_UNSUBSCRIBE_PAGE}?token=${token}`, oneClick: `${site}${routes['waitlist.unsubscribeOneClick'].path}?token=${token}` };
}
