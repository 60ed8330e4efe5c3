import type { Invoice } from '@marketplace/contracts';
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

const messageOf = (error: unknown) => (error instanceof Error && error.message ? error.message : 'Please try again.');

/** The job's invoice as a card on the job's page: loading, the error with "Try again", or the document. */
export function InvoiceSection({ invoiceId, useInvoice, headingLevel = 2 }: InvoiceSectionProps) {
  const query = useInvoice(invoiceId);
  return (
    <Card as="section" title="Invoice" headingLevel={headingLevel}>
      {query.data ? (
        <InvoiceDocument invoice={query.data} headingLevel={headingLevel === 2 ? 3 : 4} />
      ) : query.isPending ? (
        <Skeleton lines={6} label="Loading the invoice…" />
      ) : (
        <Alert tone="danger" title="We could not load the invoice" action={<Button onClick={() => void query.refetch()}>Try again</Button>}>
          {messageOf(query.error)}
        </Alert>
      )}
    </Card>
  );
}
