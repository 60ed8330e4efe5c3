import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** Each future visit that ending the plan would cancel, with its fee: asked afresh each time the dialog opens. */
export function useEndingQuote(planId: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.plans.endingQuote(planId),
    queryFn: ({ signal }) => api('plans.endingQuote', { params: { planId }, signal }),
    enabled,
    staleTime: 0,
    gcTime: 0,
  });
}
