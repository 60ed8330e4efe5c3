import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RegisterEndpoint } from '../../http/register-endpoint';

/** SCAFFOLD: settings, the inbox (bell), unsubscribe links and the admins' outbox. */
export function notificationRoutes(route: RegisterEndpoint, deps: Deps): void {
  void deps;
  const { notifications } = apiEndpoints;
  const todo = async (): Promise<never> => {
    throw AppError.notFound();
  };
  route(notifications.preferences, todo);
  route(notifications.updatePreferences, todo);
  route(notifications.inbox, todo);
  route(notifications.markRead, todo);
  route(notifications.unsubscribeState, todo);
  route(notifications.unsubscribe, todo);
  route(notifications.outbox, todo);
  route(notifications.outboxMessage, todo);
  route(notifications.retry, todo);
}
