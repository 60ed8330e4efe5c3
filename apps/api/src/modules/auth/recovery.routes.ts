import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';

/** Sign-up verification and password reset (docs/accounts.md). */
export function recoveryRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { auth } = apiEndpoints;
  void deps;
  const unbuilt = async (): Promise<never> => {
    throw new Error('Not built yet (issue 19, in progress).');
  };
  route(auth.resendSignupCode, unbuilt);
  route(auth.verifyEmail, unbuilt);
  route(auth.requestPasswordReset, unbuilt);
  route(auth.confirmPasswordReset, unbuilt);
}
