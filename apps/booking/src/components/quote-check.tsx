import { FormattedMessage } from 'react-intl';
import type { UseQueryResult } from '@tanstack/react-query';
import { errorMessage } from '@marketplace/api-client/errors';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Spinner } from '@marketplace/shared-ui/spinner';

export interface QuoteCheckProps {
  /** The quote a dialog asks before an action (what cancelling, skipping or ending costs). */
  query: UseQueryResult<unknown>;
  /** Said while it is asked: "Checking what cancelling costs…". */
  checking: string;
  /** The title when it could not be asked: "We could not check what cancelling costs". */
  failed: string;
}

/** The wait for a dialog's quote, or why it failed with a way to ask again; nothing once it is there. */
export function QuoteCheck({ query, checking, failed }: QuoteCheckProps) {
  if (query.isPending) return <Spinner label={checking} />;
  if (!query.isError) return null;
  return (
    <Alert
      tone="danger"
      title={failed}
      action={
        <Button onClick={() => void query.refetch()}>
          <FormattedMessage id="booking.quote-check.try-again" defaultMessage="Try again" />
        </Button>
      }
    >
      {errorMessage(query.error)}
    </Alert>
  );
}
