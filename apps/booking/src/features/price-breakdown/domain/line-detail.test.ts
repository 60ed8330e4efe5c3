import { englishIntl, germanIntl } from '../../../test/intl';
import { lineDetail } from './line-detail';

const line = { serviceId: 'cleaning', name: 'House cleaning', unit: 'hour' as const, quantity: 3, unitPriceMinor: 4500, amountMinor: 13500 };

describe('lineDetail', () => {
  it('shows the quantity in the unit times the unit price', () => {
    const intl = englishIntl();
    expect(lineDetail(intl, line, 'USD')).toBe('3 hours × $45.00');
    expect(lineDetail(intl, { ...line, quantity: 1 }, 'USD')).toBe('1 hour × $45.00');
    expect(lineDetail(intl, { ...line, unit: 'job', quantity: 2, unitPriceMinor: 8900 }, 'EUR')).toBe('2 × €89.00');
  });

  it('speaks German on a German page', async () => {
    expect(lineDetail(await germanIntl(), line, 'EUR')).toBe('3 Stunden × 45,00\u00a0€');
  });
});
