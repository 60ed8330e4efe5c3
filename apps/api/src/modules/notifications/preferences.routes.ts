import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RegisterEndpoint } from '../../http/register-endpoint';

/** SCAFFOLD: answers 404 until implemented. */
export function preferenceRoutes(route: RegisterEndpoint, deps: Deps): void {
  void deps;
  const { notifications } = apiEndpoints;
  const todo = async (): Promise<never> => {
    throw AppError.notFound();
  };
  route(notifications.preferences, todo);
  route(notifications.updatePreferences, todo);
}
