import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

// Not under the session's key: the list is personal and goes when the person changes.

/** Where the logged-in user is logged in: every live session, this one marked `current`. */
export function useActiveSessions() {
  return useQuery({ queryKey: queryKeys.activeSessions, queryFn: async () => (await api('auth.sessions')).sessions, staleTime: 0 });
}

/** Logs out one of the user's other sessions (by its public id). */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (sessionId: string) => api('auth.revokeSession', { params: { sessionId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions }),
  });
}

/** "Log out everywhere else": every session of the user but this one ends. */
export function useRevokeOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api('auth.revokeOtherSessions')).revokedCount,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.activeSessions }),
  });
}
