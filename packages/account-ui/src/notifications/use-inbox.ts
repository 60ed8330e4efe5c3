import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Inbox, MarkRead } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';
import { useSession } from '@marketplace/session';
import { inboxPollDelay } from './poll-delay';

/** How many entries the bell lists. */
export const INBOX_LIMIT = 20;

/**
 * The logged-in user's bell, shared by every app on the page (one query). New messages appear
 * without a reload: it polls while the tab is visible, backs off while the API fails, and asks
 * again when the window regains focus.
 */
export function useInbox() {
  const session = useSession();
  return useQuery({
    queryKey: queryKeys.notifications.inbox(),
    queryFn: ({ signal }) => api('notifications.inbox', { query: { limit: INBOX_LIMIT }, signal }),
    enabled: session.status === 'authenticated',
    staleTime: 0,
    // The interval itself is the retry: each failure doubles the wait (poll-delay.ts).
    retry: false,
    refetchInterval: (query) => inboxPollDelay(query.state.fetchFailureCount),
    refetchIntervalInBackground: false,
    refetchOnWindowFocus: true,
  });
}

/** Marks some (or all) of the user's notifications read; the bell shows it at once. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (which: MarkRead) => api('notifications.markRead', { body: which }),
    onSuccess: ({ unreadCount }, which) => {
      const readAt = new Date().toISOString();
      queryClient.setQueryData<Inbox>(queryKeys.notifications.inbox(), (inbox) =>
        inbox && {
          unreadCount,
          items: inbox.items.map((item) => (item.readAt === null && ('all' in which || which.ids.includes(item.id)) ? { ...item, readAt } : item)),
        },
      );
    },
  });
}
