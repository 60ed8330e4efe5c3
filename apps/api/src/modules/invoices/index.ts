/* The public entry of invoices: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { findJobInvoice, markJobInvoicePaid, nextDocumentNumber } from './invoices.repository';
export { documentNumber, issueFeeInvoice, issueJobInvoice } from './issue-invoice';
export type { InvoiceRow } from './issue-invoice';
export { moneyText } from './money-text';
export { invoiceRoutes } from './invoices.routes';
