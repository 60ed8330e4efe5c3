import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { disableAccount, enableAccount } from './account-state';
import { changeRoles } from './change-roles';
import { findPeople, personDetail } from './person-view';

/** People (docs/admin.md): admins only, every answer personal (no-store by the contract's default). */
export function adminUserRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { adminUsers } = apiEndpoints;
  route(adminUsers.list, async ({ auth, query }) => findPeople(deps, requireAuth(auth).user, query));
  route(adminUsers.get, async ({ auth, params }) => personDetail(deps, requireAuth(auth).user, params.userId));
  route(adminUsers.setRoles, async ({ auth, params, body, request }) => changeRoles(deps, requireAuth(auth).user, params.userId, { ...body, address: request.ip }));
  route(adminUsers.disable, async ({ auth, params, body, request }) => disableAccount(deps, requireAuth(auth).user, params.userId, { ...body, address: request.ip }));
  route(adminUsers.enable, async ({ auth, params, body, request }) => enableAccount(deps, requireAuth(auth).user, params.userId, { ...body, address: request.ip }));
}
