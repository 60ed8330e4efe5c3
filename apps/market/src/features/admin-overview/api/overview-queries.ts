import { queryOptions } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** How many messages are in each outbox status (one row asked for: only the counts are read). */
export const outboxCountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.outbox.counts(),
    queryFn: async ({ signal }) => (await api('notifications.outbox', { query: { page: 1, pageSize: 1 }, signal })).counts,
    refetchInterval: 30_000,
  });
