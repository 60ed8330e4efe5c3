import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { AdminReason, AdminUserDetail, AdminUserRoles } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

/** A page of people whose name or email contains `q` (everyone when empty). */
export const peopleQuery = (q: string, page: number) =>
  queryOptions({
    queryKey: queryKeys.adminPeople.list(q, page),
    queryFn: ({ signal }) => api('adminUsers.list', { query: { ...(q ? { q } : {}), page }, signal }),
    placeholderData: keepPreviousData,
  });

export const personQuery = (userId: string) =>
  queryOptions({ queryKey: queryKeys.adminPeople.person(userId), queryFn: ({ signal }) => api('adminUsers.get', { params: { userId }, signal }) });

/**
 * A change answers with the person as they now are: shown at once; the lists are read again
 * (roles and states show there), and the session too when an admin changed their own roles.
 */
function usePersonChange<T>(userId: string, send: (input: T) => Promise<AdminUserDetail>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: async (person) => {
      queryClient.setQueryData(queryKeys.adminPeople.person(userId), person);
      await queryClient.invalidateQueries({ queryKey: queryKeys.adminPeople.all });
      await queryClient.invalidateQueries({ queryKey: queryKeys.securityLog.all });
    },
  });
}

export const useSetRoles = (userId: string) => usePersonChange(userId, (body: AdminUserRoles) => api('adminUsers.setRoles', { params: { userId }, body }));
export const useDisable = (userId: string) => usePersonChange(userId, (body: AdminReason) => api('adminUsers.disable', { params: { userId }, body }));
export const useEnable = (userId: string) => usePersonChange(userId, (body: AdminReason) => api('adminUsers.enable', { params: { userId }, body }));
