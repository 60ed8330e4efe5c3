import { minorUnitDigits } from './format-money';

/** The locale's decimal mark: "." in English, "," in German. */
function decimalMark(locale: string): string {
  return new Intl.NumberFormat(locale).formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.';
}

/**
 * "12.5" in dollars → 1250 cents, by the digits as written (never through a float, so 0.29
 * stays 29 and 1234567.89 stays exact). Thousands separators are allowed; more decimals than the
 * currency has, signs and anything else are not: null. The amount is read as the page's
 * language writes it (`locale`): "1.234,50" in German, "1,234.50" in English.
 */
export function parseMajorAmount(text: string, currency: string, locale = 'en-US'): number | null {
  const digits = minorUnitDigits(currency);
  const comma = decimalMark(locale) === ',';
  const trimmed = text.trim().replace(/^[^\d.,-]+/, '').replace(/[\s\u00a0]*[^\d.,-]+$/, '');
  // A German amount as an English one: group dots out, then the decimal comma as a point.
  const english = comma ? trimmed.replace(/\.(?=\d{3}(\D|$))/g, '').replace(',', '.') : trimmed;
  const cleaned = english.replace(/,(?=\d{3}(\D|$))/g, '');
  const pattern = digits === 0 ? /^(\d+)$/ : new RegExp(`^(\\d*)(?:\\.(\\d{0,${digits}}))?$`);
  const match = pattern.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return null;
  const minor = Number(`${match[1] || '0'}${(match[2] ?? '').padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1250 cents → "12.50" ("12,50" in German): how the form shows an amount it suggests (no currency sign, no separators). */
export function minorToInput(amountMinor: number, currency: string, locale = 'en-US'): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}${decimalMark(locale)}${text.slice(-digits)}`;
}
