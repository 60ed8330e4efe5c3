import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { readSecurityLog } from './security-log';

export function securityEventRoutes(route: RegisterEndpoint, deps: Deps): void {
  route(apiEndpoints.admin.securityEvents, async ({ user, query, reply }) => {
    const page = await readSecurityLog(deps, user, query);
    reply.header('Cache-Control', 'no-store');
    return page;
  });
}
