import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** One plan with its visits (the API answers 404 to anyone but its customer). */
export const planQuery = (planId: string) =>
  queryOptions({ queryKey: queryKeys.plans.detail(planId), queryFn: ({ signal }) => api('plans.get', { params: { planId }, signal }).then(({ plan }) => plan) });

export function usePlan(planId: string) {
  return useQuery(planQuery(planId));
}
