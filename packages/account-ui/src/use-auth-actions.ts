import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, DeleteAccountRequest, LoginRequest } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';
import { sessionChanged } from '@marketplace/session';

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api('auth.login', { body: credentials }),
    onSuccess: ({ user }) => sessionChanged(queryClient, user),
  });
}

/** Ends the session on the server, then forgets everything the page knew about the user. */
export function useLogOut() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('auth.logout'),
    onSuccess: () => sessionChanged(queryClient, null),
  });
}

export function useChangePassword() {
  return useMutation({ mutationFn: (change: ChangePasswordRequest) => api('auth.changePassword', { body: change }) });
}

/**
 * Deletes the account (its session ends with it): the page forgets the person, as on logout.
 * `onDeleted` runs first, so the page can leave a screen that needs a login before it sees
 * nobody logged in (and sends them to log in).
 */
export function useDeleteAccount({ onDeleted }: { onDeleted: () => void }) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (confirmation: DeleteAccountRequest) => api('account.delete', { body: confirmation }),
    onSuccess: () => {
      onDeleted();
      return sessionChanged(queryClient, null);
    },
  });
}
