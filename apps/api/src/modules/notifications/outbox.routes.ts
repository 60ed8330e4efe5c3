import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { readOutbox, readOutboxMessage, retryOutboxMessage } from './outbox.service';

/** The admins' view of the outbox: every message, its delivery and its error; dead letters retried. */
export function outboxRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { notifications } = apiEndpoints;
  route(notifications.outbox, async ({ auth, query }) => readOutbox(deps, requireAuth(auth).user, query));
  route(notifications.outboxMessage, async ({ auth, params }) => readOutboxMessage(deps, requireAuth(auth).user, params.messageId));
  route(notifications.retry, async ({ auth, params }) => retryOutboxMessage(deps, requireAuth(auth).user, params.messageId));
}
