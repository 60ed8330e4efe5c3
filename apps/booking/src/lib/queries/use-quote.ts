import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ServicesSelection } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** The price and duration of the chosen services; the last price stays shown while a new one loads. */
export function useQuote(marketId: string | undefined, services: ServicesSelection | undefined) {
  return useQuery({
    queryKey: queryKeys.markets.quote(marketId, services),
    queryFn: () => api('booking.quote', { params: { marketId: marketId ?? '' }, body: { services: services ?? [] } }),
    enabled: Boolean(marketId && services?.length),
    placeholderData: keepPreviousData,
  });
}
