import type { Invoice } from '@marketplace/contracts';
import PDFDocument from 'pdfkit';
import { moneyText } from './money-text';

const MARGIN = 50;
const FOOTER_HEIGHT = 60;
const columns = { description: MARGIN, quantity: 330, unitPrice: 390, amount: 470 } as const;
const RIGHT_EDGE = 545;

/** A date in the market's zone, named: "24 Nov 2026 (America/New_York)". */
const dayText = (instant: string, timeZone: string) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone, day: 'numeric', month: 'short', year: 'numeric' }).format(new Date(instant))} (${timeZone})`;

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

function header(doc: PDFKit.PDFDocument, invoice: Invoice) {
  doc.font('Helvetica-Bold').fontSize(16).text(legalName(invoice), MARGIN, MARGIN);
  doc.font('Helvetica').fontSize(9).fillColor('#b45309').text('TEST MODE — no real money moved', { characterSpacing: 0.3 });
  doc.fillColor('black').moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(20).text(invoice.kind === 'cancellation_fee' ? 'INVOICE (cancellation fee)' : 'INVOICE');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Number: ${invoice.number}`);
  doc.text(`Issued: ${dayText(invoice.issuedAt, invoice.market.timeZone)}`);
  doc.text(`Service date: ${dayText(invoice.job.start, invoice.market.timeZone)}`);
  if (invoice.paidAt) doc.text(`Paid: ${dayText(invoice.paidAt, invoice.market.timeZone)}`);
  doc.text(`Status: ${invoice.status === 'paid' ? 'Paid' : 'Open'}`);
  doc.moveDown();
  doc.font('Helvetica-Bold').text('Billed to');
  doc.font('Helvetica').text([invoice.billedTo.name, invoice.billedTo.email, ...invoice.billedTo.address].filter(Boolean).join('\n'));
  if (invoice.provider) doc.moveDown(0.5).text(`Service by ${invoice.provider.displayName} (${invoice.market.name})`);
  doc.moveDown();
}

function linesTable(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const money = (minor: number) => moneyText(minor, invoice.currency);
  const top = doc.y;
  doc.font('Helvetica-Bold').fontSize(10);
  doc.text('Description', columns.description, top);
  doc.text('Qty', columns.quantity, top);
  doc.text('Unit price', columns.unitPrice, top);
  doc.text('Amount', columns.amount, top, { width: RIGHT_EDGE - columns.amount, align: 'right' });
  doc.moveTo(MARGIN, doc.y + 2).lineTo(RIGHT_EDGE, doc.y + 2).stroke();
  doc.moveDown(0.5).font('Helvetica');
  for (const line of invoice.lines) {
    ensureSpace(doc, 40);
    const y = doc.y;
    doc.text(line.description, columns.description, y, { width: columns.quantity - columns.description - 10 });
    const after = doc.y;
    doc.text(`${line.quantity}${line.unit === 'hour' ? ' h' : ''}`, columns.quantity, y);
    doc.text(money(line.unitPriceMinor), columns.unitPrice, y);
    doc.text(money(line.amountMinor), columns.amount, y, { width: RIGHT_EDGE - columns.amount, align: 'right' });
    doc.y = Math.max(after, doc.y);
    doc.moveDown(0.3);
  }
  doc.moveTo(MARGIN, doc.y).lineTo(RIGHT_EDGE, doc.y).stroke();
  doc.moveDown(0.5);
}

function totals(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const money = (minor: number) => moneyText(minor, invoice.currency);
  amountRow(doc, 'Subtotal', money(invoice.subtotalMinor));
  amountRow(doc, 'Service fee', money(invoice.serviceFeeMinor));
  amountRow(doc, 'Tax', money(invoice.taxMinor));
  amountRow(doc, 'Total', money(invoice.totalMinor), { bold: true });
  amountRow(doc, 'Paid', money(invoice.paidMinor));
  if (invoice.creditNotes.length > 0) {
    ensureSpace(doc, 60);
    doc.moveDown(0.5).font('Helvetica-Bold').text('Credit notes', MARGIN);
    doc.font('Helvetica').moveDown(0.3);
    for (const note of invoice.creditNotes) {
      ensureSpace(doc, 50);
      amountRow(doc, `${note.number} (${dayText(note.issuedAt, invoice.market.timeZone)})`, `-${money(note.amountMinor)}`);
      doc.fontSize(9).fillColor('#444444').text(`Reason: ${note.reason}`, columns.unitPrice - 80, doc.y, { width: RIGHT_EDGE - columns.unitPrice + 80 });
      doc.fillColor('black').moveDown(0.3);
    }
  }
  amountRow(doc, 'Balance after credits', money(invoice.balanceAfterCreditsMinor), { bold: true });
}

/** The legal footer and the test-mode line at the foot of every page (pages are buffered, then stamped). */
function footers(doc: PDFKit.PDFDocument, invoice: Invoice) {
  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    const y = doc.page.height - FOOTER_HEIGHT;
    doc.font('Helvetica').fontSize(8).fillColor('#444444');
    doc.text(invoice.legalFooter, MARGIN, y, { width: RIGHT_EDGE - MARGIN, align: 'center' });
    doc.text(`${invoice.number} · page ${index - range.start + 1} of ${range.count} · Test mode: no real money moved`, MARGIN, doc.y + 2, { width: RIGHT_EDGE - MARGIN, align: 'center' });
    doc.page.margins.bottom = bottom;
  }
}

/** The invoice as a PDF made on the server (pdfkit, standard fonts: nothing to load). */
export function renderInvoicePdf(invoice: Invoice): Promise<Buffer> {
  const doc = new PDFDocument({ size: 'A4', margins: { top: MARGIN, left: MARGIN, right: MARGIN, bottom: MARGIN + FOOTER_HEIGHT }, bufferPages: true, info: { Title: `Invoice ${invoice.number}`, Author: legalName(invoice) } });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  header(doc, invoice);
  linesTable(doc, invoice);
  totals(doc, invoice);
  footers(doc, invoice);
  doc.end();
  return done;
}
