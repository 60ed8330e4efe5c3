import { useQuery } from '@tanstack/react-query';
import type { ServicesSelection } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** The providers free at the start, best rated first, each with the job's total. */
export function useProvidersAt(marketId: string | undefined, services: ServicesSelection | undefined, start: string | undefined) {
  return useQuery({
    queryKey: queryKeys.markets.providersAt(marketId, services, start),
    queryFn: () => api('booking.providersAt', { params: { marketId: marketId ?? '' }, body: { services: services ?? [], start: start ?? '' } }),
    enabled: Boolean(marketId && services?.length && start),
    staleTime: 0,
  });
}
