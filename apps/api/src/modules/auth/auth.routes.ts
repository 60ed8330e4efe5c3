import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import { requireAuth } from '../access/require-auth';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { changePassword } from './change-password';
import { login } from './login';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from './session-cookie';
import { endSession } from './sessions.service';
import { signup } from './signup';

export function authRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { auth } = apiEndpoints;

  route(auth.signup, async ({ body, request, reply }) => {
    const { user, grant } = await signup(deps, { ...body, previousToken: sessionTokenOf(deps.config, request) });
    setSessionCookie(deps.config, request, reply, grant);
    return { user };
  });

  route(auth.login, async ({ body, request, reply }) => {
    const { user, grant } = await login(deps, { ...body, address: request.ip, previousToken: sessionTokenOf(deps.config, request) });
    setSessionCookie(deps.config, request, reply, grant);
    return { user };
  });

  route(auth.logout, async ({ request, reply }) => {
    await endSession(deps, sessionTokenOf(deps.config, request));
    clearSessionCookie(deps.config, request, reply);
    return null;
  });

  route(auth.me, async ({ auth: session }) => ({ user: requireAuth(session).user }));

  route(auth.changePassword, async ({ auth: session, body, request }) => {
    await changePassword(deps, requireAuth(session), { ...body, address: request.ip });
    return null;
  });
}
