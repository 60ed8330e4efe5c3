import type { Tip } from '@marketplace/contracts';
import { deskPayment } from '../test/fixtures';
import { refundTargets } from './refund-targets';

const tip: Tip = { id: '3c9e6679-7425-40de-944b-e07fc1f90ae3', amountMinor: 1800, currency: 'USD', status: 'paid', refundedMinor: 0, refundableMinor: 1800, at: '2026-03-05T18:00:00.000Z', card: { brand: 'Visa', last4: '1881' } };

describe('refundTargets', () => {
  it('offers the job’s payment first, then each tip with money left, and nothing already refunded', () => {
    expect(refundTargets(deskPayment, [tip, { ...tip, id: '4c9e6679-7425-40de-944b-e07fc1f90ae4', status: 'refunded', refundedMinor: 1800, refundableMinor: 0 }])).toEqual([
      { key: 'job', tip: null, refundableMinor: 10_750, card: deskPayment.card },
      { key: tip.id, tip, refundableMinor: 1800, card: { brand: 'Visa', last4: '1881' } },
    ]);
    expect(refundTargets({ ...deskPayment, refundableMinor: 0 }, [tip]).map((target) => target.key)).toEqual([tip.id]);
    expect(refundTargets({ ...deskPayment, refundableMinor: 0 }, [])).toEqual([]);
  });
});
