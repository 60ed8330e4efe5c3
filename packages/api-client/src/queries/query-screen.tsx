import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { isNotFound, NotFoundError } from '@marketplace/error-reporting';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { apiClientMessages, errorMessage } from '@marketplace/api-client/errors';

export interface QueryScreenProps<T> {
  query: UseQueryResult<T>;
  /** The skeleton's label: "Loading your job…". */
  loading: string;
  /** The title over the error when the first load failed: "We could not load this job". */
  failed: string;
  /** For the not-found screen's report ("No job \"…\""): the API's 404 means nothing is there for this visitor. */
  notFound: string;
  skeletonLines?: number;
  children: (data: T) => ReactNode;
}

/**
 * A page's main query as a screen: a skeleton while it first loads; the not-found screen (thrown
 * to the route's boundary, which does not report it) when the API answers 404; an error with
 * "Try again" when the first load failed. A failed refetch keeps the data on screen.
 */
export function QueryScreen<T>({ query, loading, failed, notFound, skeletonLines = 6, children }: QueryScreenProps<T>): ReactNode {
  const intl = useIntl();
  if (query.isPending) return <Skeleton lines={skeletonLines} label={loading} />;
  if (isNotFound(query.error)) throw new NotFoundError(notFound);
  if (query.data === undefined) {
    return (
      <Alert
        tone="danger"
        title={failed}
        action={
          <Button onClick={() => void query.refetch()}>
            <FormattedMessage {...apiClientMessages.tryAgain} />
          </Button>
        }
      >
        {errorMessage(query.error, intl)}
      </Alert>
    );
  }
  return children(query.data);
}
