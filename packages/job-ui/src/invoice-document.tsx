import { type ReactNode, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
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
  const intl = useIntl();
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
    <article className={`${styles.document} ${printing ? styles.printing : ''}`} aria-label={intl.formatMessage({ id: 'job-ui.invoice.label', defaultMessage: 'Invoice {number}' }, { number: invoice.number })}>
      <TestModeBanner />
      <div className={styles.head}>
        <div>
          <Heading className={styles.title}>
            {invoice.kind === 'cancellation_fee' ? (
              <FormattedMessage id="job-ui.invoice.title-cancellation-fee" defaultMessage="Invoice (cancellation fee)" />
            ) : (
              <FormattedMessage id="job-ui.invoice.title" defaultMessage="Invoice" />
            )}
          </Heading>
          <p className={styles.muted} translate="no">
            {invoice.number}
          </p>
        </div>
        <dl className={styles.facts}>
          <dt>
            <FormattedMessage id="job-ui.invoice.issued" defaultMessage="Issued" />
          </dt>
          <dd>
            <DateTime value={invoice.issuedAt} timeZone={zone} format="date" showTimeZone />
          </dd>
          <dt>
            <FormattedMessage id="job-ui.invoice.service-date" defaultMessage="Service date" />
          </dt>
          <dd>
            <DateTime value={invoice.job.start} timeZone={zone} format="date" showTimeZone />
          </dd>
          <dt>
            <FormattedMessage id="job-ui.invoice.status" defaultMessage="Status" />
          </dt>
          <dd>
            <FormattedMessage
              id="job-ui.invoice.status-value"
              defaultMessage="{status, select, paid {Paid} other {Open: not paid yet}}"
              values={{ status: invoice.status }}
            />
          </dd>
        </dl>
      </div>
      <div className={styles.head}>
        <div {...personalDataProps}>
          <p className={styles.muted}>
            <FormattedMessage id="job-ui.invoice.billed-to" defaultMessage="Billed to" />
          </p>
          <address className={styles.billed} translate="no">
            {[invoice.billedTo.name, invoice.billedTo.email, ...invoice.billedTo.address].filter(Boolean).map((line) => (
              <div key={line}>{line}</div>
            ))}
          </address>
        </div>
        {invoice.provider && (
          <p>
            <FormattedMessage
              id="job-ui.invoice.service-by"
              defaultMessage="Service by <data>{provider}</data>"
              values={{ provider: invoice.provider.displayName, data: (chunks) => <span translate="no">{chunks}</span> }}
            />
            <br />
            <span className={styles.muted} translate="no">
              {invoice.market.name}
            </span>
          </p>
        )}
      </div>
      <table className={styles.lines}>
        <caption className={styles.muted}>
          <FormattedMessage id="job-ui.invoice.amounts-in" defaultMessage="Amounts in {currency}" values={{ currency: invoice.currency }} />
        </caption>
        <thead>
          <tr>
            <th scope="col">
              <FormattedMessage id="job-ui.invoice.description" defaultMessage="Description" />
            </th>
            <th scope="col">
              <FormattedMessage id="job-ui.invoice.quantity" defaultMessage="Quantity" />
            </th>
            <th scope="col" className={styles.amount}>
              <FormattedMessage id="job-ui.invoice.unit-price" defaultMessage="Unit price" />
            </th>
            <th scope="col" className={styles.amount}>
              <FormattedMessage id="job-ui.invoice.amount" defaultMessage="Amount" />
            </th>
          </tr>
        </thead>
        <tbody>
          {invoice.lines.map((line, index) => (
            <tr key={`${line.description}-${index}`}>
              {/* The API writes the line in the invoice's language (a service's name, or its fee line). */}
              <td translate="no">{line.description}</td>
              <td>{line.unit === 'fee' ? intl.formatNumber(1) : quantityText(intl, line.unit, line.quantity)}</td>
              <td className={styles.amount}>{money(line.unitPriceMinor)}</td>
              <td className={styles.amount}>{money(line.amountMinor)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <InvoiceTotalRow label={<FormattedMessage id="job-ui.invoice.subtotal" defaultMessage="Subtotal" />}>{money(invoice.subtotalMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label={<FormattedMessage id="job-ui.invoice.service-fee" defaultMessage="Service fee" />}>{money(invoice.serviceFeeMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label={<FormattedMessage id="job-ui.invoice.tax" defaultMessage="Tax" />}>{money(invoice.taxMinor)}</InvoiceTotalRow>
          <InvoiceTotalRow label={<FormattedMessage id="job-ui.invoice.total" defaultMessage="Total" />} strong>
            {money(invoice.totalMinor)}
          </InvoiceTotalRow>
          <InvoiceTotalRow label={<FormattedMessage id="job-ui.invoice.paid" defaultMessage="Paid" />}>{money(invoice.paidMinor)}</InvoiceTotalRow>
          {invoice.creditNotes.map((note) => (
            <InvoiceTotalRow
              key={note.number}
              label={
                <FormattedMessage
                  id="job-ui.invoice.credit-note"
                  defaultMessage="Credit note {number} ({date}): <data>{reason}</data>"
                  values={{
                    number: note.number,
                    date: <DateTime value={note.issuedAt} timeZone={zone} format="date" />,
                    reason: note.reason,
                    data: (chunks) => <span translate="no">{chunks}</span>,
                  }}
                />
              }
            >
              −{money(note.amountMinor)}
            </InvoiceTotalRow>
          ))}
          {invoice.creditNotes.length > 0 && (
            <InvoiceTotalRow label={<FormattedMessage id="job-ui.invoice.balance" defaultMessage="Balance after credits" />} strong>
              {money(invoice.balanceAfterCreditsMinor)}
            </InvoiceTotalRow>
          )}
        </tfoot>
      </table>
      {invoice.tips.length > 0 && <InvoiceTips invoice={invoice} />}
      {invoice.legalFooter && (
        <p className={styles.footer} translate="no">
          {invoice.legalFooter}
        </p>
      )}
      <div className={`${styles.actions} ${styles.noPrint}`}>
        <Button variant="secondary" onClick={print}>
          <FormattedMessage id="job-ui.invoice.print" defaultMessage="Print" />
        </Button>
        <TextLink href={invoicePdfPath(invoice.id)} download={`invoice-${invoice.number}.pdf`}>
          <FormattedMessage id="job-ui.invoice.download-pdf" defaultMessage="Download PDF" />
        </TextLink>
      </div>
    </article>
  );
}

/** The job's tips after the totals: no lines of the invoice (a gift to the provider, not a sale; docs/payments.md, "Tips"). */
function InvoiceTips({ invoice }: { invoice: Invoice }) {
  const money = (amountMinor: number) => <Money amountMinor={amountMinor} currency={invoice.currency} />;
  return (
    <table className={styles.lines}>
      <caption className={styles.muted}>
        <FormattedMessage id="job-ui.invoice.tips" defaultMessage="Tips (not part of this invoice: all of it goes to the provider)" />
      </caption>
      <thead>
        <tr>
          <th scope="col">
            <FormattedMessage id="job-ui.invoice.tip-paid-on" defaultMessage="Paid on" />
          </th>
          <th scope="col" className={styles.amount}>
            <FormattedMessage id="job-ui.invoice.tip-refunded" defaultMessage="Refunded" />
          </th>
          <th scope="col" className={styles.amount}>
            <FormattedMessage id="job-ui.invoice.tip-amount" defaultMessage="Tip" />
          </th>
        </tr>
      </thead>
      <tbody>
        {invoice.tips.map((tip) => (
          <tr key={tip.id}>
            <td>
              <DateTime value={tip.paidAt} timeZone={invoice.market.timeZone} format="date" />
            </td>
            <td className={styles.amount}>{tip.refundedMinor > 0 ? <>−{money(tip.refundedMinor)}</> : '—'}</td>
            <td className={styles.amount}>{money(tip.amountMinor)}</td>
          </tr>
        ))}
      </tbody>
    </table>
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
