import { useQuery } from '@tanstack/react-query';
import { api } from '@marketplace/session';

export function useProviderProfile(providerId: string) {
  return useQuery({ queryKey: ['providers', providerId], queryFn: () => api('providers.profile', { params: { providerId } }) });
}
