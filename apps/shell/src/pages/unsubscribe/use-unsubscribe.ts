import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeState } from '@marketplace/contracts';
import { api } from '@marketplace/session';

/** Personal (the masked address): dropped with the rest when someone logs in or out. */
const stateKey = (token: string) => ['notifications', 'unsubscribe', token] as const;

/** What the email's link turns off, and whether it is on now. */
export function useUnsubscribeState(token: string) {
  return useQuery({ queryKey: stateKey(token), queryFn: ({ signal }) => api('notifications.unsubscribeState', { query: { token }, signal }) });
}

/** Turns the link's event off (`subscribe: false`) or back on (the undo); the answer is the new state. */
export function useChangeSubscription(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (subscribe: boolean) => api('notifications.unsubscribe', { body: { token, subscribe } }),
    onSuccess: (state: UnsubscribeState) => queryClient.setQueryData(stateKey(token), state),
  });
}
