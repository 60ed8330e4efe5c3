import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import deutsch from '../../../messages/de.json';
import { answerWindow, timeLeftText } from './time-to-answer';

const now = Date.parse('2026-03-02T14:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();
const english = createIntl(intlConfig('en', {}));

describe('time to answer a request', () => {
  it('is open, then urgent in its last 30 minutes, then passed', () => {
    expect(answerWindow(inMinutes(80), now)).toEqual({ state: 'open', leftMs: 80 * 60_000 });
    expect(answerWindow(inMinutes(30), now)?.state).toBe('urgent');
    expect(answerWindow(inMinutes(0), now)).toEqual({ state: 'passed', leftMs: 0 });
    expect(answerWindow(inMinutes(-5), now)?.state).toBe('passed');
  });

  it('has no window once the request is answered', () => {
    expect(answerWindow(null, now)).toBeNull();
  });

  it('reads hours and minutes, then minutes, then minutes and seconds in the last ten minutes', () => {
    expect(timeLeftText(65 * 60_000, english)).toBe('1 h 05 min');
    expect(timeLeftText(14 * 60_000 + 1, english)).toBe('15 min');
    expect(timeLeftText(10 * 60_000, english)).toBe('10 min');
    expect(timeLeftText(9 * 60_000 + 41_000, english)).toBe('9:41');
    expect(timeLeftText(400, english)).toBe('0:01');
    expect(timeLeftText(0, english)).toBe('0:00');
  });

  it('names the units in German', () => {
    const german = createIntl(intlConfig('de', deutsch));
    expect(timeLeftText(65 * 60_000, german)).toBe('1 Std. 05 Min.');
    expect(timeLeftText(14 * 60_000 + 1, german)).toBe('15 Min.');
  });
});
