import { defineMessages } from '@formatjs/intl';

/** What the invoice endpoints answer when they refuse (docs/languages.md); the PDF's words are the PDF's. */
export const invoicesMessages = defineMessages({
  noSuchInvoice: { id: 'api.error.invoices.no-such-invoice', defaultMessage: 'There is no such invoice.' },
});
