import { minorToInput, parseMajorAmount } from './major-amount';

describe('parseMajorAmount', () => {
  it('reads the digits as written, without float drift', () => {
    expect(parseMajorAmount('12.5', 'USD')).toBe(1250);
    expect(parseMajorAmount('0.29', 'USD')).toBe(29);
    expect(parseMajorAmount('1,234,567.89', 'USD')).toBe(123_456_789);
    expect(parseMajorAmount('$ 4.10', 'USD')).toBe(410);
    expect(parseMajorAmount('.5', 'USD')).toBe(50);
    expect(parseMajorAmount('7', 'USD')).toBe(700);
    expect(parseMajorAmount('1999', 'JPY')).toBe(1999);
    expect(parseMajorAmount('1.234', 'KWD')).toBe(1234);
  });

  it('refuses what is not an amount in the currency', () => {
    for (const text of ['', '.', 'abc', '1.234', '-5', '1.2.3', '12,5']) expect([text, parseMajorAmount(text, 'USD')]).toEqual([text, null]);
    expect(parseMajorAmount('10.5', 'JPY')).toBeNull();
  });
});

describe('amounts in German', () => {
  it('reads and writes the decimal comma and the grouping dot', () => {
    expect(parseMajorAmount('12,5', 'EUR', 'de-DE')).toBe(1250);
    expect(parseMajorAmount('1.234,56 €', 'EUR', 'de-DE')).toBe(123_456);
    expect(parseMajorAmount('1.234', 'EUR', 'de-DE')).toBe(123_400);
    expect(parseMajorAmount('12,345', 'EUR', 'de-DE')).toBeNull();
    expect(minorToInput(1250, 'EUR', 'de-DE')).toBe('12,50');
    expect(parseMajorAmount(minorToInput(123_456_789, 'EUR', 'de-DE'), 'EUR', 'de-DE')).toBe(123_456_789);
  });
});

describe('minorToInput', () => {
  it('writes minor units as the amount a person types', () => {
    expect(minorToInput(1250, 'USD')).toBe('12.50');
    expect(minorToInput(5, 'USD')).toBe('0.05');
    expect(minorToInput(1999, 'JPY')).toBe('1999');
    expect(parseMajorAmount(minorToInput(123_456_789, 'USD'), 'USD')).toBe(123_456_789);
  });
});
