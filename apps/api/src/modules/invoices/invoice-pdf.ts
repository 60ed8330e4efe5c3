import type { IntlShape } from '@formatjs/intl';
import type { Invoice } from '@marketplace/contracts';
import PDFDocument from 'pdfkit';
import { documentDate, invoiceWords as w } from './invoice-words';
import { moneyText } from './money-text';

const MARGIN = 50;
const FOOTER_HEIGHT = 60;
const columns = { description: MARGIN, quantity: 330, unitPrice: 390, amount: 470 } as const;
const RIGHT_EDGE = 545;

/** The legal name is the footer's first part ("Handyhub Marketplace Inc. · 228 Park Ave S …"). */
const legalName = (invoice: Invoice) => invoice.legalFooter.split('·')[0]?.trim() || invoice.market.name;

/** A new page before a row that would not fit: its columns are written at one height and must stay together. */
function ensureSpace(doc: PDFKit.PDFDocument, height: number) {
  if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
}

function amountRow(doc: PDFKit.PDFDocument, label: string, text: string, options: { bold?: boolean } = {}) {
  ensureSpace(doc, 30);
  const y = doc.y;
  doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(10);
  doc.text(label, columns.unitPrice - 80, y, { width: 150 });
  doc.text(text, columns.amount, y, { width: RIGHT_EDGE - columns.amount, align: 'right' });
  doc.moveDown(0.3);
}

function header(doc: PDFKit.PDFDocument, invoice: Invoice, intl: IntlShape<string>) {
  const date = (instant: string) => documentDate(intl, instant, invoice.market.timeZone);
  doc.font('Helvetica-Bold').fontSize(16).text(legalName(invoice), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#b45309').text(intl.formatMessage(w.testMode), { characterSpacing: 0.3 });
  doc.fillColor('black').moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(20).text(intl.formatMessage(w.heading, { kind: invoice.kind }));
  doc.font('Helvetica').fontSize(10);
  doc.text(intl.formatMessage(w.number, { number: invoice.number }));
  doc.text(intl.formatMessage(w.issued, { date: date(invoice.issuedAt) }));
  doc.text(intl.formatMessage(w.serviceDate, { date: date(invoice.job.start) }));
  if (invoice.paidAt) doc.text(intl.formatMessage(w.paidOn, { date: date(invoice.paidAt) }));
  doc.text(intl.formatMessage(w.status, { status: invoice.status }));
  doc.moveDown();
  doc.font('Helvetica-Bold').text(intl.formatMessage(w.billedTo));
  doc.font('Helvetica').text([invoice.billedTo.name, invoice.billedTo.email, ...invoice.billedTo.address].filter(Boolean).join('\n'));
  if (invoice.provider) doc.moveDown(0.5).text(intl.formatMessage(w.serviceBy, { provider: invoice.provider.displayName, market: invoice.market.name }));
  doc.moveDown();
}

function linesTable(doc: PDFKit.PDFDocument, invoice: Invoice, intl: IntlShape<string>) {
  const money = (minor: number) => moneyText(minor, invoice.currency, intl);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text(intl.formatMessage(w.description), columns.description, top);
  doc.text(intl.formatMessage(w.quantity), columns.quantity, top);
  doc.text(intl.formatMessage(w.unitPrice), columns.unitPrice, top);
  doc.text(intl.formatMessage(w.amount), columns.amount, top, { width: RIGHT_EDGE - columns.amount, align: 'right' });
  doc.moveTo(MARGIN, doc.y + 2).lineTo(RIGHT_EDGE, doc.y + 2).stroke();
  doc.moveDown(0.5).font('Helvetica');
  for (const line of invoice.lines) {
    ensureSpace(doc, 40);
    const y = doc.y;
    doc.text(line.description, columns.description, y, { width: columns.quantity - columns.description - 10 });
    const after = doc.y;
    doc.text(intl.formatMessage(w.lineQuantity, { quantity: line.quantity, unit: line.unit }), columns.quantity, y);
    doc.text(money(line.unitPriceMinor), columns.unitPrice, y);
    doc.text(money(line.amountMinor), columns.amount, y, { width: RIGHT_EDGE - columns.amount, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  }
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT_EDGE, doc.y).stroke();
  doc.moveDown(0.5);
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice, intl: IntlShape<string>) {
  const money = (minor: number) => moneyText(minor, invoice.currency, intl);
  const say = (descriptor: (typeof w)[keyof typeof w]) => intl.formatMessage(descriptor);
  amountRow(doc, say(w.subtotal), money(invoice.subtotalMinor));
  amountRow(doc, say(w.serviceFee), money(invoice.serviceFeeMinor));
  amountRow(doc, say(w.tax), money(invoice.taxMinor));
  amountRow(doc, say(w.total), money(invoice.totalMinor), { bold: true });
  amountRow(doc, say(w.paid), money(invoice.paidMinor));
  if (invoice.creditNotes.length > 0) {
    ensureSpace(doc, 60);
    doc.moveDown(0.5).font('Helvetica-Bold').text(say(w.creditNotes), MARGIN);
    doc.font('Helvetica').moveDown(0.3);
    for (const note of invoice.creditNotes) {
      ensureSpace(doc, 50);
      const label = intl.formatMessage(w.creditNote, { number: note.number, date: documentDate(intl, note.issuedAt, invoice.market.timeZone) });
      amountRow(doc, label, money(-note.amountMinor));
      doc.fontSize(9).fillColor('#444444').text(intl.formatMessage(w.reason, { reason: note.reason }), columns.unitPrice - 80, doc.y, { width: RIGHT_EDGE - columns.unitPrice + 80 });
      doc.fillColor('black').moveDown(0.3);
    }
  }
  amountRow(doc, say(w.balance), money(invoice.balanceAfterCreditsMinor), { bold: true });
}

/** The job's tips below the totals: no lines of the invoice (docs/payments.md, "Tips"). */
function tips(doc: PDFKit.PDFDocument, invoice: Invoice, intl: IntlShape<string>) {
  if (invoice.tips.length === 0) return;
  const money = (minor: number) => moneyText(minor, invoice.currency, intl);
  ensureSpace(doc, 60);
  doc.moveDown(0.8).font('Helvetica-Bold').fontSize(10).text(intl.formatMessage(w.tips), MARGIN);
  doc.font('Helvetica').moveDown(0.3);
  const row = (label: string, amount: string) => {
    ensureSpace(doc, 30);
    const y = doc.y;
    doc.text(label, MARGIN, y, { width: columns.amount - MARGIN - 10 });
    const after = doc.y;
    doc.text(amount, columns.amount, y, { width: RIGHT_EDGE - columns.amount, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  };
  for (const tip of invoice.tips) {
    row(intl.formatMessage(w.tip, { date: documentDate(intl, tip.paidAt, invoice.market.timeZone) }), money(tip.amountMinor));
    if (tip.refundedMinor > 0) row(intl.formatMessage(w.tipRefunded, { amount: money(tip.refundedMinor) }), money(-tip.refundedMinor));
  }
}

/** The legal footer (the market's setting, printed as given) and the test-mode line at the foot of every page (pages are buffered, then stamped). */
function footers(doc: PDFKit.PDFDocument, invoice: Invoice, intl: IntlShape<string>) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_HEIGHT;
    doc.font('Helvetica').fontSize(8).fillColor('#444444');
    doc.text(invoice.legalFooter, MARGIN, y, { width: RIGHT_EDGE - MARGIN, align: 'center' });
    doc.text(intl.formatMessage(w.pageFooter, { number: invoice.number, page: index - range.start + 1, pages: range.count }), MARGIN, doc.y + 2, { width: RIGHT_EDGE - MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}

/**
 * The invoice as a PDF made on the server (pdfkit, standard fonts: nothing to load), in the
 * customer's language (`intl`: invoice-view.ts `invoiceLanguage`): its labels, dates and amounts.
 */
export function renderInvoicePdf(invoice: Invoice, intl: IntlShape<string>): Promise<Buffer> {
  const info = { Title: intl.formatMessage(w.title, { number: invoice.number }), Author: legalName(invoice) };
  const doc = new PDFDocument({ size: 'A4', margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT }, bufferPages: true, info });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, invoice, intl);
  linesTable(doc, invoice, intl);
  totals(doc, invoice, intl);
  tips(doc, invoice, intl);
  footers(doc, invoice, intl);
  doc.end();
  return done;
}
