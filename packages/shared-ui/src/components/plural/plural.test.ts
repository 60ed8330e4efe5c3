import { plural } from './plural';

const hours = { one: 'hour', other: 'hours' };

describe('plural', () => {
  it('picks the form by the locale’s plural rules', () => {
    expect(plural(1, hours, 'en')).toBe('1 hour');
    expect(plural(0, hours, 'en')).toBe('0 hours');
    expect(plural(2, hours, 'en')).toBe('2 hours');
    expect(plural(1.5, hours, 'en')).toBe('1.5 hours');
  });

  it('formats the number for the locale', () => {
    expect(plural(1200, { one: 'review', other: 'reviews' }, 'en')).toBe('1,200 reviews');
  });

  it('uses a language’s own categories when given, and `other` when not', () => {
    const polish = { one: 'godzina', few: 'godziny', many: 'godzin', other: 'godziny' };
    expect(plural(2, polish, 'pl')).toBe('2 godziny');
    expect(plural(5, polish, 'pl')).toBe('5 godzin');
    expect(plural(5, { one: 'godzina', other: 'godziny' }, 'pl')).toBe('5 godziny');
  });
});
