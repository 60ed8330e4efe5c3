import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ProviderStatus, ReviewApplicationDetail, RosterDetail } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** This section's queries, under one key per market so a decision refreshes all of them. */
const keys = {
  all: (marketId: string) => ['market-providers', marketId] as const,
  applications: (marketId: string, page: number) => [...keys.all(marketId), 'applications', page] as const,
  application: (marketId: string, id: string) => [...keys.all(marketId), 'application', id] as const,
  roster: (marketId: string, query: { page: number; status: ProviderStatus | ''; q: string }) => [...keys.all(marketId), 'roster', query] as const,
  provider: (marketId: string, id: string) => [...keys.all(marketId), 'provider', id] as const,
  reassign: (marketId: string, page: number) => [...keys.all(marketId), 'reassign', page] as const,
};

export function useWaitingApplications(marketId: string, page: number) {
  return useQuery({
    queryKey: keys.applications(marketId, page),
    queryFn: ({ signal }) => api('providerReview.list', { params: { marketId }, query: { status: 'submitted', page }, signal }),
  });
}

export function useApplication(marketId: string, applicationId: string) {
  return useQuery({
    queryKey: keys.application(marketId, applicationId),
    queryFn: ({ signal }) => api('providerReview.get', { params: { marketId, applicationId }, signal }),
  });
}

export function useRoster(marketId: string, query: { page: number; status: ProviderStatus | ''; q: string }) {
  return useQuery({
    queryKey: keys.roster(marketId, query),
    queryFn: ({ signal }) =>
      api('roster.list', { params: { marketId }, query: { page: query.page, ...(query.status ? { status: query.status } : {}), ...(query.q ? { q: query.q } : {}) }, signal }),
    placeholderData: (previous) => previous,
  });
}

export function useRosterProvider(marketId: string, providerId: string) {
  return useQuery({ queryKey: keys.provider(marketId, providerId), queryFn: ({ signal }) => api('roster.get', { params: { marketId, providerId }, signal }) });
}

export function useNeedsReassignment(marketId: string, page: number) {
  return useQuery({ queryKey: keys.reassign(marketId, page), queryFn: ({ signal }) => api('roster.needsReassignment', { params: { marketId }, query: { page }, signal }) });
}

export type ApplicationDecision = 'approve' | 'reject' | 'requestChanges';
const decisionRoute = { approve: 'providerReview.approve', reject: 'providerReview.reject', requestChanges: 'providerReview.requestChanges' } as const;

/** After any decision or status change, this section and the market's job lists are asked again (a suspension moves jobs). */
function useRefresh(marketId: string) {
  const queryClient = useQueryClient();
  return () => Promise.all([queryClient.invalidateQueries({ queryKey: keys.all(marketId) }), queryClient.invalidateQueries({ queryKey: queryKeys.marketJobs.all(marketId) })]);
}

export function useDecideApplication(marketId: string, applicationId: string) {
  const refresh = useRefresh(marketId);
  return useMutation({
    mutationFn: ({ decision, reason }: { decision: ApplicationDecision; reason: string }): Promise<ReviewApplicationDetail> =>
      api(decisionRoute[decision], { params: { marketId, applicationId }, body: { reason } }),
    onSettled: refresh,
  });
}

export function useChangeSuspension(marketId: string, providerId: string) {
  const refresh = useRefresh(marketId);
  return useMutation({
    mutationFn: ({ suspend, reason }: { suspend: boolean; reason: string }): Promise<RosterDetail> =>
      api(suspend ? 'roster.suspend' : 'roster.reinstate', { params: { marketId, providerId }, body: { reason } }),
    onSettled: refresh,
  });
}
