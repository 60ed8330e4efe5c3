import { FormattedMessage, useIntl } from 'react-intl';
import type { Invoice } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { Alert } from '@marketplace/shared-ui/alert';
import { Button } from '@marketplace/shared-ui/button';
import { Card } from '@marketplace/shared-ui/card';
import { Skeleton } from '@marketplace/shared-ui/skeleton';
import { InvoiceDocument } from './invoice-document';

/** What InvoiceSection needs of the app's query (a TanStack Query result fits). */
export interface InvoiceQueryState {
  data: Invoice | undefined;
  isPending: boolean;
  error: unknown;
  refetch: () => unknown;
}

export interface InvoiceSectionProps {
  invoiceId: string;
  /**
   * The app's query hook for `payments.invoice` (`(id) => useQuery(invoiceQuery(id))` with
   * @marketplace/api-client's `invoiceQuery`): job-ui fetches nothing itself, the app's client and
   * its one query cache do. A module-level function, so the hook order never changes.
   */
  useInvoice: (invoiceId: string) => InvoiceQueryState;
  /** The section's heading level inside its page (default 2). */
  headingLevel?: 2 | 3;
}

/**
 * What to say of a failed load: the API's message (in the reader's language already), not the
 * client's own English for no answer or an answer without words (`API_UNAVAILABLE`, `INTERNAL`):
 * those get the section's "Please try again." (docs/languages.md).
 */
function failureText(error: unknown): string | null {
  if (!(error instanceof Error) || !error.message) return null;
  if (error instanceof ApiError && (error.code === 'API_UNAVAILABLE' || error.code === 'INTERNAL')) return null;
  return error.message;
}

/** The job's invoice as a card on the job's page: loading, the error with "Try again", or the document. */
export function InvoiceSection({ invoiceId, useInvoice, headingLevel = 2 }: InvoiceSectionProps) {
  const query = useInvoice(invoiceId);
  const intl = useIntl();
  const error = failureText(query.error);
  return (
    <Card as="section" title={intl.formatMessage({ id: 'job-ui.invoice.section-title', defaultMessage: 'Invoice' })} headingLevel={headingLevel}>
      {query.data ? (
        <InvoiceDocument invoice={query.data} headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : query.isPending ? (
        <Skeleton lines={6} label={intl.formatMessage({ id: 'job-ui.invoice.loading', defaultMessage: 'Loading the invoice…' })} />
      ) : (
        <Alert
          tone="danger"
          title={intl.formatMessage({ id: 'job-ui.invoice.load-failed', defaultMessage: 'We could not load the invoice' })}
          action={
            <Button onClick={() => void query.refetch()}>
              <FormattedMessage id="job-ui.invoice.try-again" defaultMessage="Try again" />
            </Button>
          }
        >
          {/* The API's message is already in the reader's language (docs/languages.md). */}
          {error ?? <FormattedMessage id="job-ui.invoice.please-try-again" defaultMessage="Please try again." />}
        </Alert>
      )}
    </Card>
  );
}
