import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../messages/de.json';
import { relativeTimeText } from './relative-time';

const now = new Date('2031-03-04T12:00:00Z');
const before = (ms: number) => new Date(now.getTime() - ms).toISOString();
const english = createIntl(intlConfig('en', {}));

describe('relativeTimeText', () => {
  it('says how long ago in the largest whole unit', () => {
    expect(relativeTimeText(english, before(20_000), now)).toBe('just now');
    expect(relativeTimeText(english, before(5 * 60_000), now)).toBe('5 min ago');
    expect(relativeTimeText(english, before(3 * 3_600_000 + 59 * 60_000), now)).toBe('3 h ago');
    expect(relativeTimeText(english, before(24 * 3_600_000), now)).toBe('1 day ago');
    expect(relativeTimeText(english, before(9 * 24 * 3_600_000), now)).toBe('9 days ago');
    expect(relativeTimeText(english, before(22 * 24 * 3_600_000), now)).toBe('3 weeks ago');
  });

  it('reads a time a little ahead of the reader’s clock (a skewed clock) as just now', () => {
    expect(relativeTimeText(english, new Date(now.getTime() + 90_000), now)).toBe('just now');
  });

  it('says it in German', () => {
    const intl = createIntl(intlConfig('de', german));
    expect(relativeTimeText(intl, before(20_000), now)).toBe('gerade eben');
    expect(relativeTimeText(intl, before(5 * 60_000), now)).toBe('vor 5 Min.');
    expect(relativeTimeText(intl, before(24 * 3_600_000), now)).toBe('vor 1 Tag');
    expect(relativeTimeText(intl, before(9 * 24 * 3_600_000), now)).toBe('vor 9 Tagen');
  });
});
