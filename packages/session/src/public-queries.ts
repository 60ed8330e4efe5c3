import type { Query, QueryClient } from '@tanstack/react-query';
import { sessionQueryKey } from './use-session';

/**
 * `meta` of a query whose data is the same for everyone (markets, services, public profiles):
 * it survives a change of person. Every other query is treated as personal and dropped.
 */
export const publicQuery = { visibility: 'public' } as const;

const isPersonal = (query: Query) => query.queryKey[0] !== sessionQueryKey[0] && query.meta?.visibility !== publicQuery.visibility;

/**
 * Forgets every personal query: unused ones are removed; ones on screen lose their data and
 * fetch again as whoever is logged in now. Finished mutations go too (their variables hold
 * passwords and contact details); one still running (the login that caused this) finishes.
 */
export function keepOnlyPublicQueries(queryClient: QueryClient): void {
  queryClient.removeQueries({ predicate: isPersonal, type: 'inactive' });
  void queryClient.resetQueries({ predicate: isPersonal, type: 'active' });
  const mutations = queryClient.getMutationCache();
  for (const mutation of mutations.getAll()) if (mutation.state.status !== 'pending') mutations.remove(mutation);
}
