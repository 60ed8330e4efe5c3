import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { requireAuth } from '../access';
import { clearSessionCookie } from '../auth';
import { limitRequest } from '../rate-limits';
import { getAccount } from './account-view';
import { checkDeletion } from './deletion/deletion-check';
import { deleteAccount } from './deletion/delete-account';
import { exportAccount, exportFileName } from './export/export-account';
import { sendPhoneCode } from './send-phone-code';
import { updateProfile } from './update-profile';
import { verifyPhone } from './verify-phone';
import { emailChangeRoutes } from './email-change.routes';

/**
 * The person's own account (`/account`, docs/account-page.md). No endpoint takes an id: each
 * acts on the session's own account, so nobody can name another person's (admins included).
 * Every answer is `no-store` (register-endpoint.ts).
 */
export function accountRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { account } = apiEndpoints;

  route(account.get, async ({ auth }) => ({ account: await getAccount(deps, requireAuth(auth).user.id) }));

  route(account.updateProfile, async ({ auth, body }) => ({ account: await updateProfile(deps, requireAuth(auth).user.id, body) }));

  route(account.sendPhoneCode, async ({ auth, request }) => {
    const { user } = requireAuth(auth);
    return sendPhoneCode(deps, { userId: user.id, email: user.email, address: request.ip });
  });

  route(account.verifyPhone, async ({ auth, body, request }) => ({ account: await verifyPhone(deps, { userId: requireAuth(auth).user.id, address: request.ip }, body.code) }));

  route(account.exportData, async ({ auth, request, reply }) => {
    const { user } = requireAuth(auth);
    await limitRequest(deps, 'accountExport', { userId: user.id, email: user.email, address: request.ip });
    const data = await exportAccount(deps, user);
    reply.header('Content-Disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`);
    return data;
  });

  route(account.deletionCheck, async ({ auth }) => {
    const { user } = requireAuth(auth);
    return checkDeletion(deps, { userId: user.id, providerId: user.providerId });
  });

  route(account.delete, async ({ auth, body, request, reply }) => {
    await deleteAccount(deps, requireAuth(auth), { currentPassword: body.currentPassword, address: request.ip });
    clearSessionCookie(deps.config, request, reply);
    return null;
  });

  emailChangeRoutes(route, deps);
}
