import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { api, publicQuery, queryKeys } from '@marketplace/api-client';

export function useProviderReviews(providerId: string, page: number) {
  return useQuery({
    queryKey: queryKeys.providers.reviews(providerId, page),
    queryFn: ({ signal }) => api('providerProfile.reviews', { params: { providerId }, query: { page }, signal }),
    // The page being left stays on screen until the next one arrives.
    placeholderData: keepPreviousData,
    meta: publicQuery,
  });
}
