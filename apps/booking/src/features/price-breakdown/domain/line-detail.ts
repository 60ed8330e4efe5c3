import type { PriceBreakdown } from '@marketplace/contracts';
import { hoursText } from '@marketplace/domain-text/quantities';
import { formatMoney } from '@marketplace/shared-ui/money';

type PriceLine = PriceBreakdown['lines'][number];

/** How a line's amount comes about: "3 hours × $45.00", "2 × $89.00". */
export function lineDetail(line: PriceLine, currency: string, locale?: string): string {
  const unitPrice = formatMoney(line.unitPriceMinor, currency, locale);
  if (line.unit === 'hour') return `${hoursText(line.quantity, locale)} × ${unitPrice}`;
  return `${line.quantity} × ${unitPrice}`;
}
