import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { clearSessionCookie, setLanguageCookie, updateLanguage } from '../auth';
import { readerLanguage } from '../../i18n/reader-language';
import { getAccount } from './account-view';
import { checkDeletion } from './deletion/deletion-check';
import { deleteAccount } from './deletion/delete-account';
import { exportAccount, exportFileName } from './export/export-account';
import { admitPhoneCode, sendPhoneCode } from './send-phone-code';
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

  route(account.get, async ({ user }) => ({ account: await getAccount(deps, user.id) }));

  route(account.updateProfile, async ({ user, body }) => ({ account: await updateProfile(deps, user.id, body) }));

  // Emails and text messages to them follow it; so does the page, by the cookie (docs/languages.md).
  route(account.setLanguage, async ({ user, body, request, reply }) => {
    await updateLanguage(deps.db, user.id, body.language);
    setLanguageCookie(deps.config, request, reply, body.language);
    return null;
  });

  // A refused code (no phone, too soon) is not counted against the hourly limit.
  route(account.sendPhoneCode, { admit: async ({ user }) => admitPhoneCode(deps, user.id), handle: async (_, turn) => sendPhoneCode(deps, turn) });

  route(account.verifyPhone, async ({ user, body, request }) => ({ account: await verifyPhone(deps, { userId: user.id, address: request.ip }, body.code) }));

  route(account.exportData, async ({ user, reply }) => {
    const data = await exportAccount(deps, user);
    reply.header('Content-Disposition', `attachment; filename="${exportFileName(data.exportedAt)}"`);
    return data;
  });

  // In the language of the page asking (its cookie, else Accept-Language, else English).
  route(account.deletionCheck, async ({ user, request }) => checkDeletion(deps, { userId: user.id, providerId: user.providerId }, readerLanguage(request)));

  route(account.delete, async ({ auth, body, request, reply }) => {
    await deleteAccount(deps, auth, { currentPassword: body.currentPassword, address: request.ip });
    clearSessionCookie(deps.config, request, reply);
    return null;
  });

  emailChangeRoutes(route, deps);
}
