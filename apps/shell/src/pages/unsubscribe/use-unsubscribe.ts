import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { UnsubscribeState } from '@marketplace/contracts';
import { api } from '@marketplace/api-client';

/** Personal (the masked address): dropped with the rest when someone logs in or out. */
const stateKey = (token: string) => ['notifications', 'unsubscribe', token] as const;

/** What the email's link turns off, and whether it is on now. */
export function useUnsubscribeState(token: string) {
  return useQuery({ queryKey: stateKey(token), queryFn: ({ signal }) => api('notifications.unsubscribeState', { query: { token }, signal }) });
}

/** Turns the link's event off (a link cannot turn it back on); the answer is the new state. */
export function useUnsubscribe(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('notifications.unsubscribe', { body: { token } }),
    onSuccess: (state: UnsubscribeState) => queryClient.setQueryData(stateKey(token), state),
  });
}
