import { useQuery } from '@tanstack/react-query';
import type { ServicesSelection } from '@marketplace/contracts';
import { api } from '@marketplace/session';

export const providersAtKey = (marketId: string | undefined, services: ServicesSelection | undefined, start: string | undefined) =>
  ['markets', marketId, 'providers-at', services, start] as const;

/** The providers free at the start, best rated first, each with the job's total. */
export function useProvidersAt(marketId: string | undefined, services: ServicesSelection | undefined, start: string | undefined) {
  return useQuery({
    queryKey: providersAtKey(marketId, services, start),
    queryFn: () => api('booking.providersAt', { params: { marketId: marketId ?? '' }, body: { services: services ?? [], start: start ?? '' } }),
    enabled: Boolean(marketId && services?.length && start),
    staleTime: 0,
  });
}
