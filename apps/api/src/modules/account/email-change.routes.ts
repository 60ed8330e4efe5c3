import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { confirmEmailChange } from './confirm-email-change';
import { deleteOpenEmailChange } from './email-change.repository';
import { admitEmailChange, requestEmailChange } from './request-email-change';

/** A new email for the account, proven on the new address (docs/accounts.md). The person's own account only. */
export function emailChangeRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { account } = apiEndpoints;

  route(account.changeEmail, {
    admit: async ({ auth, body, request }) => admitEmailChange(deps, auth, { ...body, address: request.ip }),
    handle: async ({ auth, body, request }) => requestEmailChange(deps, auth, { email: body.email, address: request.ip }),
  });

  route(account.confirmEmailChange, async ({ auth, body, request }) => ({
    account: await confirmEmailChange(deps, auth, { code: body.code, address: request.ip }),
  }));

  route(account.cancelEmailChange, async ({ user }) => {
    await deleteOpenEmailChange(deps.db, user.id);
    return null;
  });
}
