import { lineDetail } from './line-detail';

const line = { serviceId: 'cleaning', name: 'House cleaning', unit: 'hour' as const, quantity: 3, unitPriceMinor: 4500, amountMinor: 13500 };

describe('lineDetail', () => {
  it('shows the quantity in the unit times the unit price', () => {
    expect(lineDetail(line, 'USD', 'en-US')).toBe('3 hours × $45.00');
    expect(lineDetail({ ...line, quantity: 1 }, 'USD', 'en-US')).toBe('1 hour × $45.00');
    expect(lineDetail({ ...line, unit: 'job', quantity: 2, unitPriceMinor: 8900 }, 'EUR', 'en-US')).toBe('2 × €89.00');
  });
});
