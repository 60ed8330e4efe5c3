import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readOutbox, readOutboxMessage, retryOutboxMessage } from './outbox.service';

/** The admins' view of the outbox: every message, its delivery and its error; dead letters retried. */
export function outboxRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { notifications } = apiEndpoints;
  route(notifications.outbox, async ({ user, query }) => readOutbox(deps, user, query));
  route(notifications.outboxMessage, async ({ user, params }) => readOutboxMessage(deps, user, params.messageId));
  route(notifications.retry, async ({ user, params }) => retryOutboxMessage(deps, user, params.messageId));
}
