import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { SecurityEventType } from '@marketplace/contracts';
import { api, queryKeys } from '@marketplace/api-client';

export interface SecurityLogFilters {
  type: SecurityEventType | undefined;
  email: string | undefined;
  userId: string | undefined;
  page: number;
}

export const SECURITY_LOG_PAGE_SIZE = 50;

/** A page of the security log (`admin.securityEvents`), newest first, with the filters it supports. */
export const securityLogQuery = (filters: SecurityLogFilters) =>
  queryOptions({
    queryKey: queryKeys.securityLog.page(filters),
    queryFn: ({ signal }) =>
      api('admin.securityEvents', {
        query: { page: filters.page, pageSize: SECURITY_LOG_PAGE_SIZE, ...(filters.type ? { type: filters.type } : {}), ...(filters.email ? { email: filters.email } : {}), ...(filters.userId ? { userId: filters.userId } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** How many pages to offer: the estimate, but never fewer than "this one and the next" when one exists. */
export function pageCountOf(result: { page: number; pageSize: number; totalEstimate: number; hasNextPage: boolean }): number {
  const estimated = Math.ceil(result.totalEstimate / result.pageSize);
  return result.hasNextPage ? Math.max(estimated, result.page + 1) : result.page;
}
