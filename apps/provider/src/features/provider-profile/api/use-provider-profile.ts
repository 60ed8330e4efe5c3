import { useQuery } from '@tanstack/react-query';
import { providerProfileQuery } from '@marketplace/session';

export function useProviderProfile(providerId: string) {
  return useQuery(providerProfileQuery(providerId));
}
