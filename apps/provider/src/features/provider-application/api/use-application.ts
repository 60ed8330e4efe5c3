import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CurrentApplication, ProviderApplication } from '@marketplace/contracts';
import type { BodyOf } from '@marketplace/contracts/client';
import { api, queryKeys } from '@marketplace/api-client';

/** Personal: the caller's own application (the session's change of person drops it). */
export const applicationQueryKey = ['provider-application', 'current'] as const;

export const currentApplicationQuery = () =>
  queryOptions({ queryKey: applicationQueryKey, queryFn: ({ signal }) => api('providerApplications.current', { signal }) });

export function useCurrentApplication() {
  return useQuery(currentApplicationQuery());
}

/** Every change answers the whole application: the page shows it at once. */
function useApplicationChange<T>(change: (input: T) => Promise<{ application: ProviderApplication }>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change,
    onSuccess: ({ application }) =>
      queryClient.setQueryData(applicationQueryKey, (current: CurrentApplication | undefined) => current && { ...current, application }),
  });
}

export const useStartApplication = () => useApplicationChange((body: BodyOf<'providerApplications.start'>) => api('providerApplications.start', { body }));

export const useSaveApplication = (applicationId: string) =>
  useApplicationChange((body: BodyOf<'providerApplications.update'>) => api('providerApplications.update', { params: { applicationId }, body }));

export const useCheckIdentity = (applicationId: string) =>
  useApplicationChange((body: BodyOf<'providerApplications.checkIdentity'>) => api('providerApplications.checkIdentity', { params: { applicationId }, body }));

export const useAddPayoutAccount = (applicationId: string) =>
  useApplicationChange((body: BodyOf<'providerApplications.addPayoutAccount'>) => api('providerApplications.addPayoutAccount', { params: { applicationId }, body }));

export const useSubmitApplication = (applicationId: string) => useApplicationChange(() => api('providerApplications.submit', { params: { applicationId } }));

export const accountQuery = () => queryOptions({ queryKey: queryKeys.account.details(), queryFn: async ({ signal }) => (await api('account.get', { signal })).account });
