import { useQuery } from '@tanstack/react-query';
import { providerProfileQuery } from '@marketplace/api-client/queries';

export function useProviderProfile(providerId: string) {
  return useQuery(providerProfileQuery(providerId));
}
