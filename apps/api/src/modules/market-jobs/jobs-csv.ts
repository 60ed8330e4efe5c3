import { Readable } from 'node:stream';
import type { IntlShape } from '@formatjs/intl';
import { defineMessages } from '@marketplace/contracts/messages';
import { type MarketJobWithServices, referenceOf } from './market-jobs.service';

/**
 * The export's header and status in the reader's language (docs/languages.md); the cells a
 * program reads (ids, times as `2026-11-24 09:30`, amounts as `123.45`, currency codes) are the
 * same in every language. English keeps the status codes it always had.
 */
const words = defineMessages({
  reference: { id: 'api.csv.jobs.reference', defaultMessage: 'Reference' },
  status: { id: 'api.csv.jobs.status', defaultMessage: 'Status' },
  start: { id: 'api.csv.jobs.start', defaultMessage: 'Start' },
  end: { id: 'api.csv.jobs.end', defaultMessage: 'End' },
  booked: { id: 'api.csv.jobs.booked', defaultMessage: 'Booked' },
  provider: { id: 'api.csv.jobs.provider', defaultMessage: 'Provider' },
  customer: { id: 'api.csv.jobs.customer', defaultMessage: 'Customer' },
  contact: { id: 'api.csv.jobs.contact', defaultMessage: 'Contact' },
  services: { id: 'api.csv.jobs.services', defaultMessage: 'Services' },
  address: { id: 'api.csv.jobs.address', defaultMessage: 'Address' },
  postalCode: { id: 'api.csv.jobs.postal-code', defaultMessage: 'Postal code' },
  city: { id: 'api.csv.jobs.city', defaultMessage: 'City' },
  total: { id: 'api.csv.jobs.total', defaultMessage: 'Total' },
  currency: { id: 'api.csv.jobs.currency', defaultMessage: 'Currency' },
  jobId: { id: 'api.csv.jobs.job-id', defaultMessage: 'Job ID' },
  statusValue: {
    id: 'api.csv.jobs.status-value',
    defaultMessage:
      '{status, select, requested {requested} confirmed {confirmed} unassigned {unassigned} in_progress {in_progress} completed {completed} cancelled {cancelled} no_show {no_show} other {{status}}}',
  },
});

const columns = ['reference', 'status', 'start', 'end', 'booked', 'provider', 'customer', 'contact', 'services', 'address', 'postalCode', 'city', 'total', 'currency', 'jobId'] as const;

/** The header row's cells in `intl`'s language. */
export const csvColumns = (intl: IntlShape<string>) => columns.map((column) => intl.formatMessage(words[column]));

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
export function csvStream(batches: AsyncIterable<MarketJobWithServices[]>, timeZone: string, intl: IntlShape<string>): Readable {
  const at = zonedFormatter(timeZone);
  const statuses = new Map<string, string>();
  const status = (code: string) => statuses.get(code) ?? statuses.set(code, intl.formatMessage(words.statusValue, { status: code })).get(code)!;
  async function* lines() {
    // A BOM so spreadsheet programs read the file as UTF-8.
    yield `\uFEFF${csvLine(csvColumns(intl))}`;
    for await (const batch of batches) {
      yield batch
        .map((row) =>
          csvLine([
            referenceOf(row.id),
            status(row.status),
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
