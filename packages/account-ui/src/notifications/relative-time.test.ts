import { relativeTimeText } from './relative-time';

const now = new Date('2031-03-04T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();

describe('relativeTimeText', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTimeText(before(20_000), now)).toBe('just now');
    expect(relativeTimeText(before(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTimeText(before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h ago');
    expect(relativeTimeText(before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTimeText(before(9 * 24 * 3_600_000), now)).toBe('9 days ago');
    expect(relativeTimeText(before(22 * 24 * 3_600_000), now)).toBe('3 weeks ago');
  });

  it('reads a time a little ahead of the reader’s clock (a skewed clock) as just now', () => {
    expect(relativeTimeText(new Date(now.getTime() + 90_000), now)).toBe('just now');
  });
});
