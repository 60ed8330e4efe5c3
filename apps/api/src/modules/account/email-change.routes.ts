import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { confirmEmailChange } from './confirm-email-change';
import { deleteOpenEmailChange } from './email-change.repository';
import { requestEmailChange } from './request-email-change';

/** A new email for the account, proven on the new address (docs/accounts.md). The person's own account only. */
export function emailChangeRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { account } = apiEndpoints;

  route(account.changeEmail, async ({ auth, body, request }) => requestEmailChange(deps, requireAuth(auth), { ...body, address: request.ip }));

  route(account.confirmEmailChange, async ({ auth, body, request }) => ({
    account: await confirmEmailChange(deps, requireAuth(auth), { code: body.code, address: request.ip }),
  }));

  route(account.cancelEmailChange, async ({ auth }) => {
    await deleteOpenEmailChange(deps.db, requireAuth(auth).user.id);
    return null;
  });
}
