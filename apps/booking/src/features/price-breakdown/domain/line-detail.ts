import type { PriceBreakdown } from '@marketplace/contracts';
import { formatMoney } from '@marketplace/shared-ui/money';

type PriceLine = PriceBreakdown['lines'][number];

/** How a line's amount comes about: "3 hours × $45.00", "2 × $89.00". */
export function lineDetail(line: PriceLine, currency: string, locale?: string): string {
  const unitPrice = formatMoney(line.unitPriceMinor, currency, locale);
  if (line.unit === 'hour') return `${line.quantity} ${line.quantity === 1 ? 'hour' : 'hours'} × ${unitPrice}`;
  return `${line.quantity} × ${unitPrice}`;
}
