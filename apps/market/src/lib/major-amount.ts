import { minorUnitDigits } from '@marketplace/shared-ui/money';

/**
 * "12.5" in dollars → 1250 cents, by the digits as written (never through a float, so 0.29
 * stays 29 and 1234567.89 stays exact). Commas as thousands separators are allowed; more
 * decimals than the currency has, signs and anything else are not: null.
 */
export function parseMajorAmount(text: string, currency: string): number | null {
  const digits = minorUnitDigits(currency);
  const cleaned = text.trim().replace(/^[^\d.,-]+/, '').replace(/,(?=\d{3}(\D|$))/g, '');
  const pattern = digits === 0 ? /^(\d+)$/ : new RegExp(`^(\\d*)(?:\\.(\\d{0,${digits}}))?$`);
  const match = pattern.exec(cleaned);
  if (!match || (match[1] === '' && !match[2])) return null;
  const minor = Number(`${match[1] || '0'}${(match[2] ?? '').padEnd(digits, '0')}`);
  return Number.isSafeInteger(minor) ? minor : null;
}

/** 1250 cents → "12.50": how the form shows an amount it suggests (no currency sign, no separators). */
export function minorToInput(amountMinor: number, currency: string): string {
  const digits = minorUnitDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}
