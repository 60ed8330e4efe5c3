import type { PriceBreakdown } from '@marketplace/contracts';
import { type CancellationPolicy, freeCancellationDeadline } from './cancellation';

/** The price, cancellation policy and commission snapshotted on a job (or hold) row starting at `start`, as its columns. */
export function priceColumns(price: Omit<PriceBreakdown, 'lines'>, policy: CancellationPolicy & { commissionBps?: number }, start: Date) {
  return {
    currency: price.currency,
    discount_minor: price.discountMinor ?? 0,
    subtotal_minor: price.subtotalMinor,
    service_fee_minor: price.serviceFeeMinor,
    tax_minor: price.taxMinor,
    total_minor: price.totalMinor,
    free_cancellation_hours: policy.freeCancellationHours,
    cancellation_fee_bps: policy.cancellationFeeBps,
    free_cancellation_until: freeCancellationDeadline(start, policy),
    ...(policy.commissionBps === undefined ? {} : { commission_bps: policy.commissionBps }),
  };
}
