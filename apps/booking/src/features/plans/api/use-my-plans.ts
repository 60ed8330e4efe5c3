import { useQuery } from '@tanstack/react-query';
import { api, queryKeys } from '@marketplace/api-client';

/** The customer's plans: active and paused first, then ended. */
export function useMyPlans() {
  return useQuery({ queryKey: queryKeys.plans.mine(), queryFn: ({ signal }) => api('plans.listMine', { signal }) });
}
