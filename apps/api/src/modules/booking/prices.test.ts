import { applyBasisPoints, durationOf, type PricedService, priceSelection, priceTotals } from './prices';

const catalogue = new Map<string, PricedService>([
  ['home-cleaning', { id: 'home-cleaning', name: 'Home cleaning', unit: 'hour', defaultDurationMinutes: 180, priceMinor: 5500 }],
  ['tv-mounting', { id: 'tv-mounting', name: 'TV mounting', unit: 'job', defaultDurationMinutes: 90, priceMinor: 14000 }],
  ['odd', { id: 'odd', name: 'Odd price', unit: 'job', defaultDurationMinutes: 30, priceMinor: 333 }],
]);
const nyc = { currency: 'USD', serviceFeeBps: 800, taxBps: 888 };

describe('applyBasisPoints', () => {
  it('rounds half up in whole minor units', () => {
    expect(applyBasisPoints(10_000, 800)).toBe(800);
    expect(applyBasisPoints(1, 5_000)).toBe(1); // 0.5 → 1
    expect(applyBasisPoints(3, 5_000)).toBe(2); // 1.5 → 2
    expect(applyBasisPoints(1, 4_999)).toBe(0); // 0.4999 → 0
    expect(applyBasisPoints(12_345, 888)).toBe(1096); // 1096.236
    expect(applyBasisPoints(0, 2_500)).toBe(0);
    expect(applyBasisPoints(99_999_999, 10_000)).toBe(99_999_999);
  });
});

describe('priceSelection', () => {
  it('prices hours and jobs, then the service fee on the subtotal and tax on both', () => {
    const quote = priceSelection([{ serviceId: 'home-cleaning', quantity: 3 }, { serviceId: 'tv-mounting', quantity: 2 }], catalogue, nyc);
    expect(quote).toEqual({
      currency: 'USD',
      lines: [
        { serviceId: 'home-cleaning', name: 'Home cleaning', unit: 'hour', quantity: 3, unitPriceMinor: 5500, amountMinor: 16_500 },
        { serviceId: 'tv-mounting', name: 'TV mounting', unit: 'job', quantity: 2, unitPriceMinor: 14_000, amountMinor: 28_000 },
      ],
      subtotalMinor: 44_500,
      serviceFeeMinor: 3_560, // 8 % of 445.00
      taxMinor: 4_268, // 8.88 % of 480.60 = 42.677…
      totalMinor: 52_328,
      durationMinutes: 3 * 60 + 2 * 90,
    });
  });

  it('rounds the fee and the tax half up, each once', () => {
    // 333 × 0.15 = 49.95 → 50; (333 + 50) × 0.125 = 47.875 → 48
    const quote = priceSelection([{ serviceId: 'odd', quantity: 1 }], catalogue, { currency: 'EUR', serviceFeeBps: 1500, taxBps: 1250 });
    expect([quote.subtotalMinor, quote.serviceFeeMinor, quote.taxMinor, quote.totalMinor]).toEqual([333, 50, 48, 431]);
  });

  it('has no fee or tax when the market charges none', () => {
    const quote = priceSelection([{ serviceId: 'odd', quantity: 3 }], catalogue, { currency: 'AUD', serviceFeeBps: 0, taxBps: 0 });
    expect(quote.totalMinor).toBe(999);
  });
});

describe('durationOf', () => {
  it('counts hours for per-hour services and default durations for per-job ones', () => {
    expect(durationOf([{ serviceId: 'home-cleaning', quantity: 1 }], catalogue)).toBe(60);
    expect(durationOf([{ serviceId: 'tv-mounting', quantity: 3 }, { serviceId: 'odd', quantity: 1 }], catalogue)).toBe(300);
  });
});

describe('a plan’s discount (docs/repeat-business.md)', () => {
  it('takes its share of the lines first; the fee and the tax are on the discounted subtotal', () => {
    const quote = priceSelection([{ serviceId: 'home-cleaning', quantity: 3 }, { serviceId: 'tv-mounting', quantity: 2 }], catalogue, { ...nyc, planDiscountBps: 1000 });
    // 445.00 − 10 % = 400.50; fee 8 % = 32.04; tax 8.88 % of 432.54 = 38.409… → 38.41
    expect([quote.discountMinor, quote.subtotalMinor, quote.serviceFeeMinor, quote.taxMinor, quote.totalMinor]).toEqual([4_450, 40_050, 3_204, 3_841, 47_095]);
    expect(quote.lines.map((line) => line.amountMinor)).toEqual([16_500, 28_000]);
  });

  it('rounds the discount half up like every share', () => {
    // 333 × 15 % = 49.95 → 50 off: 283
    expect(priceTotals(333, { serviceFeeBps: 0, taxBps: 0, planDiscountBps: 1500 })).toEqual({ discountMinor: 50, subtotalMinor: 283, serviceFeeMinor: 0, taxMinor: 0, totalMinor: 283 });
    expect(priceTotals(1, { serviceFeeBps: 0, taxBps: 0, planDiscountBps: 5000 }).discountMinor).toBe(1);
  });

  it('says 0 off when a plan is asked for in a market without a discount, and nothing when none is asked for', () => {
    expect(priceSelection([{ serviceId: 'odd', quantity: 1 }], catalogue, { ...nyc, planDiscountBps: 0 })).toMatchObject({ discountMinor: 0, subtotalMinor: 333 });
    expect(priceSelection([{ serviceId: 'odd', quantity: 1 }], catalogue, nyc)).not.toHaveProperty('discountMinor');
  });
});
