import type { Query, QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { queryKeys } from '@marketplace/api-client';
import { notifyPersonalDataCleared } from './personal-data-events';
import { clearPersonalStorage, OWNER_KEY, readOwner, writeOwner } from './personal-storage';
import { keepOnlyPublicQueries } from './public-queries';
import { fetchSessionUser } from './use-session';

const isSessionQuery = (query: Query) => query.queryKey[0] === queryKeys.session[0];

/**
 * Keeps one person's data from reaching the next, for the page's query cache. Started once by
 * the shell. Whenever the session's user changes (log in, log out, another person logs in, the
 * API answers 401 because the session ended, or any of that in another tab of this browser):
 * - every personal query is dropped (only public ones and the session stay), so no screen
 *   shows the previous person's data from cache;
 * - when the personal data in browser storage belonged to someone else, it is wiped (the
 *   booking draft, whether or not the booking remote was ever loaded on this page), and the
 *   remotes are told to forget their in-memory copies.
 * A guest who logs in keeps their draft: it becomes theirs.
 */
export function watchSession(queryClient: QueryClient): () => void {
  let known: string | null | undefined; // the user this page last showed; undefined before the first answer

  const settle = (user: SessionUser | null) => {
    const id = user?.id ?? null;
    const owner = readOwner();
    const ownerChanged = owner !== null && owner !== id;
    const personChanged = known !== undefined && known !== id;
    known = id;
    if (ownerChanged) clearPersonalStorage();
    if (id !== owner) writeOwner(id);
    if (ownerChanged || personChanged) {
      keepOnlyPublicQueries(queryClient);
      notifyPersonalDataCleared();
    }
  };

  const unsubscribe = queryClient.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated') return;
    const { query, action } = event;
    if (isSessionQuery(query)) {
      if (query.state.status === 'success' && query.state.data !== undefined) settle(query.state.data as SessionUser | null);
    } else if (action.type === 'error' && action.error instanceof ApiError && action.error.status === 401 && known) {
      // The server no longer knows this session (expired, or logged out elsewhere).
      queryClient.setQueryData(queryKeys.session, null);
    }
  });

  // Another tab logged out, or someone else logged in there: the same cookie serves this tab.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== OWNER_KEY && event.key !== null) return;
    const owner = event.key === null ? null : event.newValue;
    if (owner === known) return;
    if (owner === null) {
      queryClient.setQueryData(queryKeys.session, null);
      return;
    }
    keepOnlyPublicQueries(queryClient);
    notifyPersonalDataCleared();
    void queryClient.fetchQuery({ queryKey: queryKeys.session, queryFn: fetchSessionUser, staleTime: 0 }).catch(() => undefined);
  };
  window.addEventListener('storage', onStorage);

  const current = queryClient.getQueryData<SessionUser | null>(queryKeys.session);
  if (current !== undefined) settle(current);
  return () => {
    unsubscribe();
    window.removeEventListener('storage', onStorage);
  };
}
