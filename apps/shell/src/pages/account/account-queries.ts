import { queryOptions, useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Account, ChangeEmailRequest, UpdateProfileRequest } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export const accountQuery = () =>
  queryOptions({ queryKey: queryKeys.account.details(), queryFn: async ({ signal }) => (await api('account.get', { signal })).account });

/** Asked afresh each time: a job starting or a payout going out changes the answer. */
export const deletionCheckQuery = () =>
  queryOptions({ queryKey: queryKeys.account.deletion(), queryFn: ({ signal }) => api('account.deletionCheck', { signal }), staleTime: 0 });

/** The account as the API answered it; the header's name, email and phone come from the session, read again. */
function accountChanged(queryClient: QueryClient, account: Account) {
  queryClient.setQueryData(queryKeys.account.details(), account);
  return queryClient.invalidateQueries({ queryKey: queryKeys.session });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (profile: UpdateProfileRequest) => api('account.updateProfile', { body: profile }),
    onSuccess: ({ account }) => accountChanged(queryClient, account),
  });
}

export function useSendPhoneCode() {
  return useMutation({ mutationFn: () => api('account.sendPhoneCode') });
}

export function useVerifyPhone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('account.verifyPhone', { body: { code } }),
    onSuccess: ({ account }) => accountChanged(queryClient, account),
  });
}

/** Asks for a new address: the account now has a `pendingEmail`, read again. */
export function useChangeEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: ChangeEmailRequest) => api('account.changeEmail', { body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.details() }),
  });
}

export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => api('account.confirmEmailChange', { body: { code } }),
    onSuccess: ({ account }) => accountChanged(queryClient, account),
  });
}

export function useCancelEmailChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => api('account.cancelEmailChange'),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.account.details() }),
  });
}
