import { useQuery } from '@tanstack/react-query';
import { providerEarningsQuery } from './provider-job-queries';

export function useProviderEarnings() {
  return useQuery(providerEarningsQuery());
}
