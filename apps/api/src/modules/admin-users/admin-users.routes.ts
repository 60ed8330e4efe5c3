import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { disableAccount, enableAccount } from './account-state';
import { changeRoles } from './change-roles';
import { findPeople, personDetail } from './person-view';

/** People (docs/admin.md): admins only, every answer personal (no-store by the contract's default). */
export function adminUserRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { adminUsers } = apiEndpoints;
  route(adminUsers.list, async ({ user, query }) => findPeople(deps, user, query));
  route(adminUsers.get, async ({ user, params }) => personDetail(deps, user, params.userId));
  route(adminUsers.setRoles, async ({ user, params, body, request }) => changeRoles(deps, user, params.userId, { ...body, address: request.ip }));
  route(adminUsers.disable, async ({ user, params, body, request }) => disableAccount(deps, user, params.userId, { ...body, address: request.ip }));
  route(adminUsers.enable, async ({ user, params, body, request }) => enableAccount(deps, user, params.userId, { ...body, address: request.ip }));
}
