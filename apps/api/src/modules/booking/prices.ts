import type { Quote, ServicesSelection } from '@marketplace/contracts';

/** A service as a market sells it. */
export interface PricedService {
  id: string;
  name: string;
  unit: 'job' | 'hour';
  defaultDurationMinutes: number;
  priceMinor: number;
}

export interface MarketFees {
  currency: string;
  serviceFeeBps: number;
  taxBps: number;
  /** A recurring plan's discount on the lines' sum (docs/repeat-business.md); absent: none asked for. */
  planDiscountBps?: number;
}

/** What a price adds up to from its lines' sum: the plan discount, the subtotal after it, the fee on that, the tax on both. */
export interface PriceTotals {
  discountMinor: number;
  subtotalMinor: number;
  serviceFeeMinor: number;
  taxMinor: number;
  totalMinor: number;
}

/**
 * The totals of lines summing to `linesMinor`: the plan discount takes its share of the lines
 * (rounded half up like every bps amount), the subtotal is what is left, the service fee is a
 * share of the subtotal and the tax a share of subtotal + fee. No discount: the subtotal is the lines' sum.
 */
export function priceTotals(linesMinor: number, fees: Omit<MarketFees, 'currency'>): PriceTotals {
  const discountMinor = applyBasisPoints(linesMinor, fees.planDiscountBps ?? 0);
  const subtotalMinor = linesMinor - discountMinor;
  const serviceFeeMinor = applyBasisPoints(subtotalMinor, fees.serviceFeeBps);
  const taxMinor = applyBasisPoints(subtotalMinor + serviceFeeMinor, fees.taxBps);
  return { discountMinor, subtotalMinor, serviceFeeMinor, taxMinor, totalMinor: subtotalMinor + serviceFeeMinor + taxMinor };
}

/** amount × bps / 10 000, rounded half up, in integer minor units (amount ≥ 0). */
export function applyBasisPoints(amountMinor: number, bps: number): number {
  return Math.floor((amountMinor * bps + 5_000) / 10_000);
}

/** Hours for per-hour services; per-job services take their default duration each. */
export function durationOf(selection: ServicesSelection, catalogue: ReadonlyMap<string, PricedService>): number {
  return selection.reduce((total, { serviceId, quantity }) => {
    const service = catalogue.get(serviceId)!;
    return total + (service.unit === 'hour' ? quantity * 60 : quantity * service.defaultDurationMinutes);
  }, 0);
}

/**
 * The price of a selection in a market: each line is unit price × quantity, then `priceTotals`
 * (with `planDiscountBps`, a plan's visit: `discountMinor` says how much it took off). Every
 * service must be in the catalogue (the caller checks that first).
 */
export function priceSelection(selection: ServicesSelection, catalogue: ReadonlyMap<string, PricedService>, fees: MarketFees): Quote {
  const lines = selection.map(({ serviceId, quantity }) => {
    const service = catalogue.get(serviceId)!;
    return { serviceId, name: service.name, unit: service.unit, quantity, unitPriceMinor: service.priceMinor, amountMinor: service.priceMinor * quantity };
  });
  const { discountMinor, ...totals } = priceTotals(
    lines.reduce((sum, line) => sum + line.amountMinor, 0),
    fees,
  );
  return {
    currency: fees.currency,
    lines,
    ...(fees.planDiscountBps === undefined ? {} : { discountMinor }),
    ...totals,
    durationMinutes: durationOf(selection, catalogue),
  };
}
