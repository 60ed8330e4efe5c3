import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readPreferences, updatePreferences } from './preferences.service';

/** Each user's own settings (the account page and the provider's edit page show the same table). */
export function preferenceRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { notifications } = apiEndpoints;
  route(notifications.preferences, async ({ auth }) => readPreferences(deps, auth));
  route(notifications.updatePreferences, async ({ auth, body }) => updatePreferences(deps, auth, body));
}
