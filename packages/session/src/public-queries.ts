import type { Query, QueryClient } from '@tanstack/react-query';
import { publicQuery, queryKeys } from '@marketplace/api-client';

const isPersonal = (query: Query) => query.queryKey[0] !== queryKeys.session[0] && query.meta?.visibility !== publicQuery.visibility;

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
