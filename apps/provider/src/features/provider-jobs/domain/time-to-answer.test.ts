import { answerWindow, timeLeftText } from './time-to-answer';

const now = Date.parse('2026-03-02T14:00:00.000Z');
const inMinutes = (minutes: number) => new Date(now + minutes * 60_000).toISOString();

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
    expect(timeLeftText(65 * 60_000)).toBe('1 h 05 min');
    expect(timeLeftText(14 * 60_000 + 1)).toBe('15 min');
    expect(timeLeftText(10 * 60_000)).toBe('10 min');
    expect(timeLeftText(9 * 60_000 + 41_000)).toBe('9:41');
    expect(timeLeftText(400)).toBe('0:01');
    expect(timeLeftText(0)).toBe('0:00');
  });
});
