const units = new Map<string, number>();

/** One whole unit of the currency in minor units (100 for dollars and euros, 1 for yen), as Intl knows it. */
export function currencyUnitMinor(currency: string): number {
  let unit = units.get(currency);
  if (unit === undefined) {
    unit = 10 ** (new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2);
    units.set(currency, unit);
  }
  return unit;
}
