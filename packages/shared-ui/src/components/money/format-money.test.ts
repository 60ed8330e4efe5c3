import { formatMoney, minorUnitDigits } from './format-money';

// Locales differ in the space they put between number and symbol; compare the visible text.
const normalise = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

describe('formatMoney', () => {
  it('reads the amount in the currency minor unit', () => {
    expect(formatMoney(1999, 'USD', 'en-US')).toBe('$19.99');
    expect(formatMoney(1999, 'JPY', 'en-US')).toBe('¥1,999');
    expect(normalise(formatMoney(1999, 'KWD', 'en-US'))).toBe('KWD 1.999');
  });

  it('keeps the decimals of whole amounts and handles zero and negatives', () => {
    expect(formatMoney(2000, 'USD', 'en-US')).toBe('$20.00');
    expect(formatMoney(0, 'EUR', 'en-US')).toBe('€0.00');
    expect(formatMoney(-550, 'USD', 'en-US')).toBe('-$5.50');
  });

  it('formats in the given locale', () => {
    expect(normalise(formatMoney(123456, 'EUR', 'de-DE'))).toBe('1.234,56 €');
    expect(normalise(formatMoney(123456, 'EUR', 'fr-FR'))).toBe('1 234,56 €');
    expect(formatMoney(1999, 'GBP', 'en-GB')).toBe('£19.99');
  });

  it('uses ISO 4217 minor units where Intl (CLDR) shows fewer digits', () => {
    expect(normalise(formatMoney(199950, 'HUF', 'en-US'))).toBe('HUF 1,999.50');
    expect(normalise(formatMoney(1500, 'IQD', 'en-US'))).toBe('IQD 1.500');
  });

  it('rejects amounts that are not whole minor units', () => {
    expect(() => formatMoney(19.99, 'USD', 'en-US')).toThrow(RangeError);
  });
});

describe('minorUnitDigits', () => {
  it('knows the common exponents', () => {
    expect(minorUnitDigits('USD')).toBe(2);
    expect(minorUnitDigits('jpy')).toBe(0);
    expect(minorUnitDigits('BHD')).toBe(3);
    expect(minorUnitDigits('CLF')).toBe(4);
  });
});
