import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { inboxRoutes } from './inbox.routes';
import { outboxRoutes } from './outbox.routes';
import { preferenceRoutes } from './preferences.routes';
import { unsubscribeRoutes } from './unsubscribe.routes';

/** Settings, the inbox (bell), unsubscribe links and the admins' outbox (docs/notifications.md). */
export function notificationRoutes(route: RegisterEndpoint, deps: Deps): void {
  preferenceRoutes(route, deps);
  inboxRoutes(route, deps);
  unsubscribeRoutes(route, deps);
  outboxRoutes(route, deps);
}
