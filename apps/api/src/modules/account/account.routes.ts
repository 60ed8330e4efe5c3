import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';

/** The person's own account (docs/accounts.md). */
export function accountRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { account } = apiEndpoints;
  void deps;
  const unbuilt = async (): Promise<never> => {
    throw new Error('Not built yet (issue 19, in progress).');
  };
  for (const endpoint of Object.values(account)) route(endpoint, unbuilt);
}
