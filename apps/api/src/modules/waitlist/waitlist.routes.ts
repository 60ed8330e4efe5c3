import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { addWaitlistEntry } from './waitlist.repository';
import { waitlistUnsubscribeRoutes } from './waitlist-unsubscribe.routes';

export function waitlistRoutes(route: RegisterEndpoint, deps: Deps): void {
  route(apiEndpoints.waitlist.join, async ({ body }) => {
    await addWaitlistEntry(deps.db, body);
    return null;
  });
  waitlistUnsubscribeRoutes(route, deps);
}
