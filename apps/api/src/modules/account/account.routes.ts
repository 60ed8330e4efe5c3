import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { emailChangeEndpoints, emailChangeRoutes } from './email-change.routes';

/** The person's own account (docs/accounts.md). */
export function accountRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { account } = apiEndpoints;
  emailChangeRoutes(route, deps);
  const unbuilt = async (): Promise<never> => {
    throw new Error('Not built yet (issue 19, in progress).');
  };
  for (const endpoint of Object.values(account)) if (!emailChangeEndpoints.has(endpoint)) route(endpoint, unbuilt);
}
