/**
 * An amount in words for messages, the history and the PDF ("$12.50"): the currency's own
 * number of decimals, as Intl knows it (the API has no UI package; the apps use shared-ui's money).
 */
export function moneyText(amountMinor: number, currency: string): string {
  const format = new Intl.NumberFormat('en-US', { style: 'currency', currency });
  const digits = format.resolvedOptions().maximumFractionDigits ?? 2;
  return format.format(amountMinor / 10 ** digits);
}
