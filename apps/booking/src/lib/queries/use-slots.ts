import { useQuery } from '@tanstack/react-query';
import type { ServicesSelection } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/**
 * The start times for the services, grouped by day in the market's zone. The postal code goes
 * along so that a search finding nothing is recorded where the demand was (unmet demand).
 * Times go fast: the answer is refreshed whenever the step is opened again.
 */
export function useSlots(marketId: string | undefined, services: ServicesSelection | undefined, postalCode: string | undefined) {
  return useQuery({
    queryKey: queryKeys.markets.slots(marketId, services, postalCode),
    queryFn: () => api('booking.slots', { params: { marketId: marketId ?? '' }, body: { services: services ?? [], postalCode } }),
    enabled: Boolean(marketId && services?.length),
    staleTime: 0,
  });
}
