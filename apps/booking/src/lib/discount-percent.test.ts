import { englishIntl, germanIntl } from '../test/intl';
import { discountPercent } from './discount-percent';

describe('discountPercent', () => {
  it('writes basis points as the page’s percentage, and nothing for no discount', async () => {
    expect(discountPercent(englishIntl(), 1000)).toBe('10%');
    expect(discountPercent(englishIntl(), 1250)).toBe('12.5%');
    expect(discountPercent(await germanIntl(), 1000)).toBe('10\u00a0%');
    expect(discountPercent(englishIntl(), 0)).toBeNull();
    expect(discountPercent(englishIntl(), undefined)).toBeNull();
  });
});
