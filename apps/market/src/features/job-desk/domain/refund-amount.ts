import { formatMoney } from '@marketplace/shared-ui/money';
import { minorToInput } from '../../../lib/major-amount';

/** The form's check of an amount against what is left: a message, or null when it is fine. */
export function refundAmountProblem(amountMinor: number | null, refundableMinor: number, currency: string): string | null {
  if (amountMinor === null) return `Enter an amount such as ${minorToInput(1250, currency)}`;
  if (amountMinor <= 0) return 'Enter an amount above zero';
  if (amountMinor > refundableMinor) return `At most ${formatMoney(refundableMinor, currency)} can be refunded`;
  return null;
}
