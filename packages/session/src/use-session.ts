import { useQuery } from '@tanstack/react-query';
import type { SessionUser } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { api, queryKeys } from '@marketplace/api-client';
import { useHydrated } from './use-hydrated';

/** The logged-in user, or null for a visitor (the API answers 401). */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    return (await api('auth.me')).user;
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export type Session =
  | { status: 'loading'; user: null }
  | { status: 'anonymous'; user: null }
  | { status: 'authenticated'; user: SessionUser }
  | { status: 'error'; user: null; error: unknown; retry: () => void };

/**
 * Who is logged in, for every app on the page: one query in the shared query cache, fetched
 * once and refreshed when the tab regains focus (so a logout elsewhere is noticed). "Loading"
 * while a prerendered part of the page hydrates, as its HTML says (docs/performance.md).
 */
export function useSession(): Session {
  const query = useQuery({ queryKey: queryKeys.session, queryFn: fetchSessionUser, staleTime: 60_000 });
  const hydrated = useHydrated();
  if (!hydrated) return { status: 'loading', user: null };
  if (query.data) return { status: 'authenticated', user: query.data };
  if (query.data === null) return { status: 'anonymous', user: null };
  if (query.isError) return { status: 'error', user: null, error: query.error, retry: () => void query.refetch() };
  return { status: 'loading', user: null };
}
