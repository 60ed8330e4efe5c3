import { apiEndpoints } from '@marketplace/contracts';
import type { Deps } from '../../deps';
import type { RegisterEndpoint } from '../../http/register-endpoint';
import { renderInvoicePdf } from './invoice-pdf';
import { getInvoice } from './invoice-view';

/** An invoice with its credit notes, as a page's data and as a PDF (the job's customer and provider, its market's managers, admins). */
export function invoiceRoutes(route: RegisterEndpoint, deps: Deps): void {
  const { payments } = apiEndpoints;
  route(payments.invoice, async ({ user, params }) => getInvoice(deps, user, params.invoiceId));
  route(payments.invoicePdf, async ({ user, params, reply }) => {
    const invoice = await getInvoice(deps, user, params.invoiceId);
    const pdf = await renderInvoicePdf(invoice);
    return reply.type('application/pdf').header('Content-Disposition', `attachment; filename="invoice-${invoice.number}.pdf"`).send(pdf);
  });
}
