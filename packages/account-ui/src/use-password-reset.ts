import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PasswordResetConfirm } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import { sessionChanged } from '@marketplace/session';

/** Emails a reset link; the API answers the same whether or not the address has an account. */
export function useRequestPasswordReset() {
  return useMutation({ mutationFn: (email: string) => api('auth.requestPasswordReset', { body: { email } }) });
}

/** Sets the new password. Every session of the account ended, this browser's too: nobody is logged in. */
export function useConfirmPasswordReset() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (reset: PasswordResetConfirm) => api('auth.confirmPasswordReset', { body: reset }),
    onSuccess: () => sessionChanged(queryClient, null),
  });
}
