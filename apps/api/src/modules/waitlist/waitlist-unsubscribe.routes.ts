import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { AppError } from '../../http/app-error';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireOneClickBody } from '../notifications';
import { unsubscribeEntry } from './waitlist-launch.repository';
import { waitlistMessages as m } from './waitlist-messages';

const invalidLink = m.linkNotValid;

async function leave(deps: Deps, token: string): Promise<null> {
  if (!(await unsubscribeEntry(deps.db, token, deps.now()))) throw AppError.validation({ token: [invalidLink] }, invalidLink);
  return null;
}

/** The launch email's links (docs/admin-markets.md): the random token is the permission; leaving twice is fine. */
export function waitlistUnsubscribeRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { waitlist } = apiEndpoints;
  route(waitlist.unsubscribe, async ({ body }) => leave(deps, body.token));
  // Posted by mail providers from shared servers: not limited per address, like the notifications' one.
  route(waitlist.unsubscribeOneClick, async ({ query, request }) => {
    await requireOneClickBody(request);
    return leave(deps, query.token);
  });
}
