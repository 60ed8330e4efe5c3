import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { recordSecurityEvent } from '../security-events';
import { changePassword } from './change-password';
import { askedLanguage, setLanguageCookie } from './language-cookie';
import { login } from './login';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';
import { listActiveSessions, revokeOtherSessions, revokeSession } from './active-sessions';
import { endSession } from './sessions.service';
import { requestSignup } from './signup';

export function authRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { auth } = apiEndpoints;

  // Limited per address and per email (its contract) before the password is even judged: each one may email a code.
  route(auth.signup, async ({ body, request }) => requestSignup(deps, { ...body, address: request.ip, language: askedLanguage(request.headers) }));

  route(auth.login, async ({ body, request, reply }) => {
    const origin = { address: request.ip, userAgent: request.headers['user-agent'], previousToken: sessionTokenOf(deps.config, request), askedLanguage: askedLanguage(request.headers) };
    const { user, grant } = await login(deps, { ...body, ...origin });
    setSessionCookie(deps.config, request, reply, grant);
    // The page follows the account's language from now on (docs/languages.md).
    if (user.language) setLanguageCookie(deps.config, request, reply, user.language);
    return { user };
  });

  route(auth.logout, async ({ request, reply }) => {
    const userId = await endSession(deps, sessionTokenOf(deps.config, request));
    if (userId) await recordSecurityEvent(deps, { type: 'logout', userId, address: request.ip });
    clearSessionCookie(deps.config, request, reply);
    return null;
  });

  route(auth.me, async ({ user }) => ({ user }));

  route(auth.changePassword, async ({ auth: session, body, request, reply }) => {
    const grant = await changePassword(deps, session, { ...body, address: request.ip, userAgent: request.headers['user-agent'], previousToken: sessionTokenOf(deps.config, request) });
    setSessionCookie(deps.config, request, reply, grant);
    return null;
  });

  // Where and on what the user is logged in: personal, never stored by a cache.
  route(auth.sessions, async ({ auth: session, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { sessions: await listActiveSessions(deps, session) };
  });

  route(auth.revokeSession, async ({ auth: session, params, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    await revokeSession(deps, session, params.sessionId, request.ip);
    return null;
  });

  route(auth.revokeOtherSessions, async ({ auth: session, request, reply }) => {
    reply.header('Cache-Control', 'no-store');
    return { revokedCount: await revokeOtherSessions(deps, session, request.ip) };
  });
}
