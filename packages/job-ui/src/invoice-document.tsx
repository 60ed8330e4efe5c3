import { type ReactNode, useState } from 'react';
import type { Invoice } from '@marketplace/contracts';
import { personalDataProps } from '@marketplace/error-reporting';
import { Button } from '@marketplace/shared-ui/button';
import { DateTime } from '@marketplace/shared-ui/date-time';
import { TextLink } from '@marketplace/shared-ui/link';
import { Money } from '@marketplace/shared-ui/money';
import { TestModeBanner } from '@marketplace/shared-ui/test-mode-banner';
import { quantityText } from './quantity-text';
import styles from './invoice-document.module.css';

/** Where the server's PDF of an invoice is downloaded from. */
export const invoicePdfPath = (invoiceId: string) => `/api/invoices/${invoiceId}/pdf`;

export interface InvoiceDocumentProps {
  invoice: Invoice;
  /** The level of the document's own heading (one below its section's; default 3). */
  headingLevel?: 3 | 4;
}

/**
 * An invoice as a printable document: number, dates in the market's zone, who it is billed to
 * (masked for replay), lines, service fee, tax, total, what was paid, credit notes, the balance
 * and the market's legal footer. "Print" prints this invoice alone; "Download PDF" gets the server's PDF.
 */
export function InvoiceDocument({ invoice, headingLevel = 3 }: InvoiceDocumentProps) {
  const Heading = `h${headingLevel}` as const;
  const [printing, setPrinting] = useState(false);
  const zone = invoice.market.timeZone;
  const money = (amountMinor: number) => <Money amountMinor={amountMinor} currency={invoice.currency} />;
  const print = () => {
    // Marked first so the print stylesheet knows which invoice to print.
    setPrinting(true);
    requestAnimationFrame(() => {
      window.print();
      setPrinting(false);
    });
  };
  return (
    <article className={`${styles.document} ${printing ? styles.printing : ''}`} aria-label={`Invoice ${invoice.number}`}>
      <TestModeBanner />
      <div className={styles.head}>
        <div>
          <Heading className={styles.title}>{invoice.kind === 'cancellation_fee' ? 'Invoice (cancellation fee)' : 'Invoice'}</Heading>
          <p className={styles.muted}>{invoice.number}</p>
        </div>
        <dl className={styles.facts}>
          <dt>Issued</dt>
          <dd>
            <DateTime value={invoice.issuedAt} timeZone={zone} format="date" showTimeZone />
          </dd>
          <dt>Service date</dt>
          <dd>
            <DateTime value={invoice.job.start} timeZone={zone} format="date" showTimeZone />
          </dd>
          <dt>Status</dt>
          <dd>{invoice.status === 'paid' ? 'Paid' : 'Open: not paid yet'}</dd>
        </dl>
      </div>
      <div className={styles.head}>
        <div {...personalDataProps}>
          <p className={styles.muted}>Billed to</p>
          <address className={styles.billed}>
            {[invoice.billedTo.name, invoice.billedTo.email, ...invoice.billedTo.address].filter(Boolean).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </div>
        {invoice.provider && (
          <p>
            Service by {invoice.provider.displayName}
            <br />
            <span className={styles.muted}>{invoice.market.name}</span>
          </p>
        )}
      </div>
      <table className={styles.lines}>
        <caption className={styles.muted}>Amounts in {invoice.currency}</caption>
        <thead>
          <tr>
            <th scope="col">Description</th>
            <th scope="col">Quantity</th>
            <th scope="col" className={styles.amount}>Unit price</th>
            <th scope="col" className={styles.amount}>Amount</th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${line.description}-${index}`}>
              <td>{line.description}</td>
              <td>{line.unit === 'fee' ? '1' : quantityText(line.unit, line.quantity)}</td>
              <td className={styles.amount}>{money(line.unitPriceMinor)}</td>
              <td className={styles.amount}>{money(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <InvoiceTotalRow label="Subtotal">{money(invoice.subtotalMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label="Service fee">{money(invoice.serviceFeeMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label="Tax">{money(invoice.taxMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label="Total" strong>{money(invoice.totalMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label="Paid">{money(invoice.paidMinor)}</InvoiceTotalRow>
          {invoice.creditNotes.map((note) => (
            <InvoiceTotalRow
              key={note.number}
              label={
                <>
                  Credit note {note.number} (<DateTime value={note.issuedAt} timeZone={zone} format="date" />
                  ): {note.reason}
                </>
              }
            >
              −{money(note.amountMinor)}
            </InvoiceTotalRow>
          ))}
          {invoice.creditNotes.length > 0 && <InvoiceTotalRow label="Balance after credits" strong>{money(invoice.balanceAfterCreditsMinor)}</InvoiceTotalRow>}
        </tfoot>
      </table>
      {invoice.legalFooter && <p className={styles.footer}>{invoice.legalFooter}</p>}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="secondary" onClick={print}>
          Print
        </Button>
        <TextLink href={invoicePdfPath(invoice.id)} download={`invoice-${invoice.number}.pdf`}>
          Download PDF
        </TextLink>
      </div>
    </article>
  );
}

function InvoiceTotalRow({ label, strong = false, children }: { label: ReactNode; strong?: boolean; children: ReactNode }) {
  return (
    <tr className={strong ? styles.strong : undefined}>
      <th scope="row" colSpan={3}>
        {label}
      </th>
      <td className={styles.amount}>{children}</td>
    </tr>
  );
}
