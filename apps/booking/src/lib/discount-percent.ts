import type { IntlShape } from 'react-intl';

/** A plan's discount, given in basis points, as the page writes a percentage ("10%", German "10 %"); null when there is none. */
export function discountPercent(intl: IntlShape, bps: number | undefined): string | null {
  return bps && bps > 0 ? intl.formatNumber(bps / 10_000, { style: 'percent', maximumFractionDigits: 2 }) : null;
}
