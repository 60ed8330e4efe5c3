import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@marketplace/contracts/client';

/** An answer the server gave on purpose (4xx) will be the same next time: do not retry it. */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
}

/** The page's one query cache, provided by the shell to every remote (a shared singleton). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { staleTime: 30_000, retry: shouldRetry },
      mutations: { retry: false },
    },
  });
}
