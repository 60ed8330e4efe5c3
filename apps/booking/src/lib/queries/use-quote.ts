import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { RepeatRequest, ServicesSelection } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/**
 * The price and duration of the chosen services; the last price stays shown while a new one
 * loads. With `repeat` it is a plan's visit: the market's plan discount applies.
 */
export function useQuote(marketId: string | undefined, services: ServicesSelection | undefined, repeat?: RepeatRequest) {
  return useQuery({
    queryKey: queryKeys.markets.quote(marketId, services, repeat),
    queryFn: () => api('booking.quote', { params: { marketId: marketId ?? '' }, body: { services: services ?? [], ...(repeat ? { repeat } : {}) } }),
    enabled: Boolean(marketId && services?.length),
    placeholderData: keepPreviousData,
  });
}
