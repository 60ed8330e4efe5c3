import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';

export interface SectionStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'data' | 'error' | 'refetch'>;
  /** What is loading, in words: "your requests". */
  what: string;
  lines?: number;
  children: ReactNode;
}

/**
 * A section of the provider home while its data loads (a skeleton), when it failed (the reason
 * and Try again), and once it is there. A failed refetch keeps what was shown.
 */
export function SectionState({ query, what, lines = 3, children }: SectionStateProps) {
  if (query.isPending) return <Skeleton lines={lines} label={`Loading ${what}…`} />;
  if (query.data === undefined) {
    return (
      <Alert tone="danger" title={`We could not load ${what}`} action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return <>{children}</>;
}
