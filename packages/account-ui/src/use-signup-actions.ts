import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SignupRequest, VerifyEmailRequest } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { clearPendingSignup, readPendingSignup, savePendingSignup } from './pending-signup';
import { sessionChanged } from '@marketplace/session';

/**
 * Starts an account: the API emails a code (and a link) and the account exists only once one
 * of them is used. The sign-up waits in this tab (pending-signup.ts) for the code step.
 */
export function useSignUp() {
  return useMutation({
    mutationFn: (account: SignupRequest) => api('auth.signup', { body: account }),
    onSuccess: (pending, { password: _password, ...details }) => savePendingSignup({ ...pending, details }),
  });
}

/** "Send a new code" for the waiting sign-up. */
export function useResendSignupCode() {
  return useMutation({
    mutationFn: (email: string) => api('auth.resendSignupCode', { body: { email } }),
    onSuccess: (pending) => {
      const waiting = readPendingSignup();
      if (waiting) savePendingSignup({ ...waiting, ...pending });
    },
  });
}

/**
 * Confirms an email with its code or link. A sign-up starts the session (the person is logged
 * in as they would be by logging in); an email change keeps the session and renames it.
 */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (proof: VerifyEmailRequest) => api('auth.verifyEmail', { body: proof }),
    onSuccess: async ({ purpose, user }) => {
      if (purpose === 'signup') clearPendingSignup();
      if (user) {
        await sessionChanged(queryClient, user);
        return;
      }
      await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.session }), queryClient.invalidateQueries({ queryKey: queryKeys.account.all })]);
    },
  });
}
