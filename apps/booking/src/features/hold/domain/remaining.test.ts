import { englishIntl } from '../../../test/intl';
import { formatRemaining, spokenRemaining } from './remaining';

const intl = englishIntl();

describe('time left on a hold', () => {
  it('reads like a countdown clock, rounding up to the second', () => {
    expect(formatRemaining(10 * 60_000)).toBe('10:00');
    expect(formatRemaining(9 * 60_000 + 41_000)).toBe('9:41');
    expect(formatRemaining(9 * 60_000 + 40_200)).toBe('9:41');
    expect(formatRemaining(5_000)).toBe('0:05');
    expect(formatRemaining(0)).toBe('0:00');
    expect(formatRemaining(-3_000)).toBe('0:00');
  });

  it('is said in whole minutes', () => {
    expect(spokenRemaining(intl, 9 * 60_000 + 41_000)).toBe('about 10 minutes');
    expect(spokenRemaining(intl, 2 * 60_000)).toBe('about 2 minutes');
    expect(spokenRemaining(intl, 60_000)).toBe('less than a minute');
    expect(spokenRemaining(intl, 4_000)).toBe('less than a minute');
  });
});
