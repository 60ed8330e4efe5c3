/**
 * ISO 4217 minor units of the active currencies that don't have 2. Written out because
 * Intl's own digits come from CLDR, which differs for about 17 currencies (HUF, IDR, COP,
 * IQD…): read as minor units, an amount would be off by a factor of 100 or 1000 there.
 */
const minorUnits: Record<string, number> = {
  ...Object.fromEntries('BIF CLP DJF GNF ISK JPY KMF KRW PYG RWF UGX UYI VND VUV XAF XOF XPF'.split(' ').map((code) => [code, 0])),
  ...Object.fromEntries('BHD IQD JOD KWD LYD OMR TND'.split(' ').map((code) => [code, 3])),
  CLF: 4,
  UYW: 4,
};

/** Decimals in one unit of `currency` per ISO 4217: USD 2, JPY 0, KWD 3. */
export function minorUnitDigits(currency: string): number {
  return minorUnits[currency.toUpperCase()] ?? 2;
}

/**
 * Formats an amount held in the currency's minor unit (cents for USD, yen for JPY, fils for
 * KWD) with exactly that many decimals: USD 1999 → "$19.99", JPY 1999 → "¥1,999".
 */
export function formatMoney(amountMinor: number, currency: string, locale?: string): string {
  if (!Number.isSafeInteger(amountMinor)) throw new RangeError(`Amounts are whole minor units, got ${amountMinor}`);
  const digits = minorUnitDigits(currency);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amountMinor / 10 ** digits);
}
