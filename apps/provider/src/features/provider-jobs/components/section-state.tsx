import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';

export interface SectionStateProps {
  query: Pick<UseQueryResult, 'isPending' | 'data' | 'error' | 'refetch'>;
  /** The skeleton's label, a whole sentence: "Loading your requests…". */
  loading: string;
  /** The title over the error: "We could not load your requests". */
  failed: string;
  lines?: number;
  children: ReactNode;
}

/**
 * A section of the provider home while its data loads (a skeleton), when it failed (the reason
 * and Try again), and once it is there. A failed refetch keeps what was shown.
 */
export function SectionState({ query, loading, failed, lines = 3, children }: SectionStateProps) {
  if (query.isPending) return <Skeleton lines={lines} label={loading} />;
  if (query.data === undefined) {
    return (
      <Alert
        tone="danger"
        title={failed}
        action={
          <Button onClick={() => void query.refetch()}>
            <FormattedMessage id="provider.section.try-again" defaultMessage="Try again" />
          </Button>
        }
      >
        {errorMessage(query.error)}
      </Alert>
    );
  }
  return <>{children}</>;
}
