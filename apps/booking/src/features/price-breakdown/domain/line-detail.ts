import type { IntlShape } from 'react-intl';
import type { PriceBreakdown } from '@marketplace/contracts';
import { hoursText } from '@marketplace/domain-text/quantities';
import { formatMoney } from '@marketplace/shared-ui/money';

type PriceLine = PriceBreakdown['lines'][number];

/** How a line's amount comes about, in the page's language: "3 hours × $45.00", "2 × $89.00" ("3 Stunden × 45,00 €"). */
export function lineDetail(intl: IntlShape, line: PriceLine, currency: string): string {
  const unitPrice = formatMoney(line.unitPriceMinor, currency, intl.locale);
  const quantity = line.unit === 'hour' ? hoursText(intl, line.quantity) : intl.formatNumber(line.quantity);
  return intl.formatMessage({ id: 'booking.price.line-detail', defaultMessage: '{quantity} × {unitPrice}' }, { quantity, unitPrice });
}
