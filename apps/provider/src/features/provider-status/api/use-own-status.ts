import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@marketplace/api-client';

const key = (providerId: string) => ['provider-status', providerId] as const;

/** The provider's own pause and the markets that suspended them. */
export function useOwnStatus(providerId: string) {
  return useQuery({ queryKey: key(providerId), queryFn: ({ signal }) => api('providerStatus.get', { params: { providerId }, signal }) });
}

export function useSetPause(providerId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (pause: boolean) => api(pause ? 'providerStatus.pause' : 'providerStatus.resume', { params: { providerId }, body: {} }),
    onSuccess: (status) => queryClient.setQueryData(key(providerId), status),
    onError: () => queryClient.invalidateQueries({ queryKey: key(providerId) }),
  });
}
