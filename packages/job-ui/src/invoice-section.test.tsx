import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { intlConfig, type Messages } from '@marketplace/i18n';
import type { Invoice } from '@marketplace/contracts';
import { ApiError } from '@marketplace/contracts/client';
import { PERSONAL_DATA_SELECTOR } from '@marketplace/error-reporting';
import { InvoiceSection, type InvoiceQueryState } from './invoice-section';
import { germanMessages } from './test/test-intl';

export const invoice: Invoice = {
  id: '7c9e6679-7425-40de-944b-e07fc1f90ae7',
  number: 'NYC-000042',
  kind: 'job',
  status: 'paid',
  currency: 'USD',
  issuedAt: '2026-03-04T21:00:00.000Z',
  paidAt: '2026-03-04T21:00:01.000Z',
  market: { id: 'nyc', name: 'New York City', timeZone: 'America/New_York' },
  job: { id: '4b1f6c2a-8e3d-4f5a-9b7c-1d2e3f4a5b6c', start: '2026-03-04T14:00:00.000Z' },
  billedTo: { name: 'Jordan Miller', email: 'jordan@example.com', address: ['350 Fifth Avenue', '10118 New York'] },
  provider: { displayName: 'Maria Alvarez' },
  lines: [{ description: 'Home cleaning', quantity: 2, unit: 'hour', unitPriceMinor: 5000, amountMinor: 10_000 }],
  subtotalMinor: 10_000,
  serviceFeeMinor: 800,
  taxMinor: 1200,
  totalMinor: 12_000,
  paidMinor: 12_000,
  creditNotes: [{ number: 'NYC-CN-000003', amountMinor: 1250, reason: 'Arrived late', issuedAt: '2026-03-05T15:00:00.000Z' }],
  balanceAfterCreditsMinor: 10_750,
  legalFooter: 'Handyhub Marketplace Inc. · 228 Park Ave S, New York, NY 10003',
  tips: [],
  mode: 'test',
};

const loaded = (): InvoiceQueryState => ({ data: invoice, isPending: false, error: null, refetch: jest.fn() });

describe('InvoiceSection', () => {
  it('shows the invoice as a document: number, lines, totals, paid, credit notes, balance, footer, test mode', () => {
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={loaded} />);
    const document = within(screen.getByRole('article', { name: 'Invoice NYC-000042' }));
    expect(document.getByText('Test mode: no real money moves')).toBeInTheDocument();
    expect(document.getByRole('cell', { name: 'Home cleaning' })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /^Total \$120\.00$/ })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /^Service fee \$8\.00$/ })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /^Tax \$12\.00$/ })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /^Paid \$120\.00$/ })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /Credit note NYC-CN-000003 \( ?Mar 5, 2026 ?\): Arrived late − ?\$12\.50/ })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /^Balance after credits \$107\.50$/ })).toBeInTheDocument();
    expect(document.getByText(/Handyhub Marketplace Inc\./)).toBeInTheDocument();
    expect(document.getByText('NYC-000042')).toBeInTheDocument();
  });

  it('lists the job’s tips after the totals, none of them in a total', () => {
    const tipped: Invoice = { ...invoice, tips: [{ id: '2f4c6e8a-1b3d-4f5a-8c7e-9d0b1a2c3e4f', amountMinor: 1800, paidAt: '2026-03-05T18:00:00.000Z', refundedMinor: 500 }] };
    const { unmount } = render(<InvoiceSection invoiceId={invoice.id} useInvoice={() => ({ data: tipped, isPending: false, error: null, refetch: jest.fn() })} />);
    const tips = within(screen.getByRole('table', { name: 'Tips (not part of this invoice: all of it goes to the provider)' }));
    expect(tips.getByRole('row', { name: /^Mar 5, 2026 − ?\$5\.00 \$18\.00$/ })).toBeInTheDocument();
    expect(screen.getByRole('row', { name: /^Total \$120\.00$/ })).toBeInTheDocument();
    unmount();
    // Without tips, the invoice is its lines' table alone.
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={loaded} />);
    expect(screen.getAllByRole('table')).toHaveLength(1);
  });

  it('masks who it is billed to for session replay', () => {
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={loaded} />);
    expect(screen.getByText('jordan@example.com').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
    expect(screen.getByText('350 Fifth Avenue').closest(PERSONAL_DATA_SELECTOR)).not.toBeNull();
  });

  it('prints (the browser’s print, with only the invoice) and links the server’s PDF', async () => {
    const print = jest.spyOn(window, 'print').mockImplementation(() => undefined);
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={loaded} />);
    await userEvent.click(screen.getByRole('button', { name: 'Print' }));
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(print).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('link', { name: 'Download PDF' })).toHaveAttribute('href', `/api/invoices/${invoice.id}/pdf`);
  });

  it('asks the app’s query for the invoice id, and offers to try again when it failed', async () => {
    const refetch = jest.fn();
    const useInvoice = jest.fn((): InvoiceQueryState => ({ data: undefined, isPending: false, error: new Error('The network is down.'), refetch }));
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={useInvoice} />);
    expect(useInvoice).toHaveBeenCalledWith(invoice.id);
    expect(screen.getByText('The network is down.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(refetch).toHaveBeenCalled();
  });

  it('shows a skeleton while loading', () => {
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={() => ({ data: undefined, isPending: true, error: null, refetch: jest.fn() })} />);
    expect(screen.getByText('Loading the invoice…')).toBeInTheDocument();
  });
});

describe('InvoiceSection in German', () => {
  it('labels the invoice in German, with German amounts and dates', async () => {
    const messages: Messages = await germanMessages();
    const german = ({ children }: { children: ReactNode }) => <IntlProvider {...intlConfig('de', messages)}>{children}</IntlProvider>;
    const euros: Invoice = { ...invoice, currency: 'EUR', market: { ...invoice.market, timeZone: 'Europe/Berlin' } };
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={() => ({ data: euros, isPending: false, error: null, refetch: jest.fn() })} />, { wrapper: german });
    const document = within(screen.getByRole('article', { name: 'Rechnung NYC-000042' }));
    expect(document.getByRole('row', { name: /^Gesamt 120,00\s€$/ })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /^Servicegebühr 8,00\s€$/ })).toBeInTheDocument();
    expect(document.getByRole('cell', { name: '2 Stunden' })).toBeInTheDocument();
    expect(document.getByRole('row', { name: /Gutschrift NYC-CN-000003 \( ?5\. März 2026 ?\): Arrived late/ })).toBeInTheDocument();
    expect(document.getByText('Bezahlt', { selector: 'dd' })).toBeInTheDocument();
    expect(document.getByRole('button', { name: 'Drucken' })).toBeInTheDocument();
  });

  it('lists the tips in German', async () => {
    const messages: Messages = await germanMessages();
    const german = ({ children }: { children: ReactNode }) => <IntlProvider {...intlConfig('de', messages)}>{children}</IntlProvider>;
    const tipped: Invoice = { ...invoice, currency: 'EUR', tips: [{ id: '2f4c6e8a-1b3d-4f5a-8c7e-9d0b1a2c3e4f', amountMinor: 1800, paidAt: '2026-03-05T18:00:00.000Z', refundedMinor: 0 }] };
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={() => ({ data: tipped, isPending: false, error: null, refetch: jest.fn() })} />, { wrapper: german });
    const tips = within(screen.getByRole('table', { name: 'Trinkgelder (nicht Teil dieser Rechnung: alles geht an den Dienstleister)' }));
    expect(tips.getByRole('row', { name: /^5\. März 2026 — 18,00\s€$/ })).toBeInTheDocument();
  });

  it('says “try again” in German when the API did not answer, not the client’s English', async () => {
    const messages: Messages = await germanMessages();
    const german = ({ children }: { children: ReactNode }) => <IntlProvider {...intlConfig('de', messages)}>{children}</IntlProvider>;
    const error = new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.');
    render(<InvoiceSection invoiceId={invoice.id} useInvoice={() => ({ data: undefined, isPending: false, error, refetch: jest.fn() })} />, { wrapper: german });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Die Rechnung konnte nicht geladen werden');
    expect(alert).toHaveTextContent('Bitte versuchen Sie es erneut.');
    expect(alert).not.toHaveTextContent('We could not reach');
  });
});
