import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { NotificationChannel, OutboxStatus } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export interface OutboxFilters {
  status: OutboxStatus | undefined;
  channel: NotificationChannel | undefined;
  page: number;
}

export const OUTBOX_PAGE_SIZE = 25;

/** A page of the outbox; refreshed while the page is open, so messages move from pending to sent. */
export const outboxQuery = (filters: OutboxFilters) =>
  queryOptions({
    queryKey: queryKeys.outbox.list(filters),
    queryFn: ({ signal }) => api('notifications.outbox', { query: { ...filters, pageSize: OUTBOX_PAGE_SIZE }, signal }),
    refetchInterval: 10_000,
    placeholderData: (previous) => previous,
  });

export const outboxMessageQuery = (messageId: string) =>
  queryOptions({
    queryKey: queryKeys.outbox.message(messageId),
    queryFn: ({ signal }) => api('notifications.outboxMessage', { params: { messageId }, signal }),
  });

/** Delivers a dead letter again; the list and the message are read again after. */
export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (messageId: string) => api('notifications.retry', { params: { messageId } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.outbox.all }),
  });
}
