import type { QueryClient } from '@tanstack/react-query';
import type { SessionUser } from '@marketplace/contracts';
import { queryKeys } from '@marketplace/api-client';

/**
 * A new person (or nobody) is on the page. `watchSession` (started by the shell) sees the
 * change and drops what the page held for the previous one: cached queries, stored drafts.
 */
export async function sessionChanged(queryClient: QueryClient, user: SessionUser | null): Promise<void> {
  // A session fetch still on its way answers for the session before this one: it must not land.
  await queryClient.cancelQueries({ queryKey: queryKeys.session });
  queryClient.setQueryData(queryKeys.session, user);
}
