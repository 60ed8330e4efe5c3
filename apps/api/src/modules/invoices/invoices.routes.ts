import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { intlFor } from '../../i18n/intl';
import { readerLanguage } from '../../i18n/reader-language';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoice, getInvoiceDocument } from './invoice-view';

/** An invoice with its credit notes, as a page's data in the reader's language and as a PDF in the customer's language (the job's customer and provider, its market's managers, admins). */
export function invoiceRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.invoice, async ({ user, params, request }) => getInvoice(deps, user, params.invoiceId, readerLanguage(request)));
  route(payments.invoicePdf, async ({ user, params, reply }) => {
    const { invoice, language } = await getInvoiceDocument(deps, user, params.invoiceId);
    const pdf = await renderInvoicePdf(invoice, intlFor(language));
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`).send(pdf);
  });
}
