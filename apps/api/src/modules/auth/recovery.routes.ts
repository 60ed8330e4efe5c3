import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { askedLanguage, setLanguageCookie } from './language-cookie';
import { confirmPasswordReset, requestPasswordReset } from './password-reset';
import { sessionTokenOf, setSessionCookie } from './session-cookie';
import { resendSignupCode } from './signup';
import { verifyEmail } from './verify-email';

/** Sign-up's second half and password reset (docs/accounts.md): public, each limited (its contract says how) before any work. */
export function recoveryRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { auth } = apiEndpoints;

  route(auth.resendSignupCode, async ({ body, request }) => resendSignupCode(deps, body.email, askedLanguage(request.headers)));

  route(auth.verifyEmail, async ({ body, request, reply }) => {
    const origin = { address: request.ip, userAgent: request.headers['user-agent'], previousToken: sessionTokenOf(deps.config, request), askedLanguage: askedLanguage(request.headers) };
    const { grant, ...verified } = await verifyEmail(deps, body, origin);
    if (grant) setSessionCookie(deps.config, request, reply, grant);
    if (verified.user?.language) setLanguageCookie(deps.config, request, reply, verified.user.language);
    return verified;
  });

  route(auth.requestPasswordReset, async ({ body, request }) => {
    await requestPasswordReset(deps, { email: body.email, address: request.ip, language: askedLanguage(request.headers) });
    return null;
  });

  route(auth.confirmPasswordReset, async ({ body, request }) => {
    await confirmPasswordReset(deps, { ...body, address: request.ip });
    return null;
  });
}
