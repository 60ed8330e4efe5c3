import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ChangePlan, PlanDetail } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/**
 * After a change the API answers with the plan as it now is: shown at once; then the plan list
 * and every job query are refreshed (a skip, pause or end cancels visits, a change makes new ones).
 */
function usePlanUpdate() {
  const queryClient = useQueryClient();
  return async ({ plan }: { plan: PlanDetail }) => {
    queryClient.setQueryData(queryKeys.plans.detail(plan.id), plan);
    await Promise.all([queryClient.invalidateQueries({ queryKey: queryKeys.plans.all }), queryClient.invalidateQueries({ queryKey: queryKeys.jobs.all })]);
  };
}

export function useSkipVisit(planId: string) {
  const onSuccess = usePlanUpdate();
  return useMutation({ mutationFn: (jobId: string) => api('plans.skipVisit', { params: { planId, jobId } }), onSuccess });
}

export function useChangePlan(planId: string) {
  const onSuccess = usePlanUpdate();
  return useMutation({ mutationFn: (body: ChangePlan) => api('plans.change', { params: { planId }, body }), onSuccess });
}

/** Pause, resume or end: the plan's own steps, each a POST without a body. */
export function usePlanStep(planId: string, step: 'pause' | 'resume' | 'end') {
  const onSuccess = usePlanUpdate();
  return useMutation({ mutationFn: () => api(`plans.${step}`, { params: { planId } }), onSuccess });
}
