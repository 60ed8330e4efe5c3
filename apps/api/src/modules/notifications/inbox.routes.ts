import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { markRead, readInbox } from './inbox.service';

/** The bell: each user reads and marks only their own in-app messages (the query is by their id). */
export function inboxRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { notifications } = apiEndpoints;
  route(notifications.inbox, async ({ auth, query }) => readInbox(deps, auth, query.limit));
  route(notifications.markRead, async ({ auth, body }) => markRead(deps, auth, body));
}
