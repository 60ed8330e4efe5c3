import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { ChangePasswordRequest, LoginRequest, SessionUser, SignupRequest } from '@marketplace/contracts';
import { api, sessionQueryKey } from '@marketplace/session/core';

/**
 * A new person (or nobody) is on the page. `watchSession` (started by the shell) sees the
 * change and drops what the page held for the previous one: cached queries, stored drafts.
 */
async function sessionChanged(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  // A session fetch still on its way answers for the session before this one: it must not land.
  await queryClient.cancelQueries({ queryKey: sessionQueryKey });
  queryClient.setQueryData(sessionQueryKey, user);
}

export function useLogIn() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (credentials: LoginRequest) => api('auth.login', { body: credentials }),
    onSuccess: ({ user }) => sessionChanged(queryClient, user),
  });
}

export function useSignUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: SignupRequest) => api('auth.signup', { body: account }),
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
