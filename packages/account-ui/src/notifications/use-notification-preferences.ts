import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UpdateNotificationPreferences } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** The logged-in user's own settings: each event that concerns them × email, SMS, in-app. */
export function useNotificationPreferences() {
  return useQuery({ queryKey: queryKeys.notifications.preferences(), queryFn: ({ signal }) => api('notifications.preferences', { signal }), staleTime: 0 });
}

/** Saves changed choices; the answer is the whole table, kept as the query's data. */
export function useUpdateNotificationPreferences() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: UpdateNotificationPreferences) => api('notifications.updatePreferences', { body: update }),
    onSuccess: (preferences) => queryClient.setQueryData(queryKeys.notifications.preferences(), preferences),
  });
}
