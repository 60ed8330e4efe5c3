import { Readable } from 'node:stream';
import { type MarketJobWithServices, referenceOf } from './market-jobs.service';

export const csvColumns = ['Reference', 'Status', 'Start', 'End', 'Booked', 'Provider', 'Customer', 'Contact', 'Services', 'Address', 'Postal code', 'City', 'Total', 'Currency', 'Job ID'] as const;

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. A cell a
 * spreadsheet would run as a formula (starting with = + - @, a tab or a carriage return) gets a
 * leading apostrophe first, so a customer's name cannot become a formula on the manager's machine.
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export const csvLine = (cells: (string | number | null)[]) => `${cells.map(csvCell).join(',')}\r\n`;

const QUARTER_HOUR_MS = 15 * 60_000;

/**
 * `2026-11-24 09:30` in the zone. Intl's formatToParts costs tens of microseconds a call, three
 * calls a row: instead the zone's offset is looked up once per UTC quarter hour (offsets change
 * on quarter-hour boundaries) and the rest is arithmetic.
 */
export function zonedFormatter(timeZone: string) {
  const format = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  const offsets = new Map<number, number>();
  const offsetAt = (quarter: number) => {
    let offset = offsets.get(quarter);
    if (offset === undefined) {
      const at = quarter * QUARTER_HOUR_MS;
      const parts = Object.fromEntries(format.formatToParts(new Date(at)).map((part) => [part.type, part.value]));
      offset = Date.UTC(Number(parts.year), Number(parts.month) - 1, Number(parts.day), Number(parts.hour), Number(parts.minute)) - at;
      if (offsets.size > 10_000) offsets.clear();
      offsets.set(quarter, offset);
    }
    return offset;
  };
  const two = (value: number) => String(value).padStart(2, '0');
  return (date: Date) => {
    const time = date.getTime();
    const local = new Date(time + offsetAt(Math.floor(time / QUARTER_HOUR_MS)));
    return `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())} ${two(local.getUTCHours())}:${two(local.getUTCMinutes())}`;
  };
}

const currencyDigits = new Map<string, number>();

/** Minor units as a plain decimal (`12345` → `123.45`); currencies with other exponents are rare enough to use Intl's (asked once per currency). */
export function decimalAmount(minor: number, currency: string): string {
  let digits = currencyDigits.get(currency);
  if (digits === undefined) {
    digits = new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    currencyDigits.set(currency, digits);
  }
  const sign = minor < 0 ? '-' : '';
  const absolute = Math.abs(minor);
  if (digits === 0) return `${sign}${absolute}`;
  const factor = 10 ** digits;
  return `${sign}${Math.floor(absolute / factor)}.${String(absolute % factor).padStart(digits, '0')}`;
}

/** The header, then each batch as it arrives from the database: a stream to hand to the reply. */
export function csvStream(batches: AsyncIterable<MarketJobWithServices[]>, timeZone: string): Readable {
  const at = zonedFormatter(timeZone);
  async function* lines() {
    // A BOM so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine([...csvColumns])}`;
    for await (const batch of batches) {
      yield batch
        .map((row) =>
          csvLine([
            referenceOf(row.id),
            row.status,
            at(row.start_at),
            at(row.end_at),
            at(row.created_at),
            row.provider_name,
            row.customer_name,
            row.contact_name,
            row.services_summary,
            row.address_line1,
            row.address_postal_code,
            row.address_city,
            decimalAmount(row.total_minor, row.currency),
            row.currency,
            row.id,
          ]),
        )
        .join('');
    }
  }
  return Readable.from(lines());
}
