import { acceptanceRate, median, rosterStatusOf } from './roster-status';

describe('rosterStatusOf', () => {
  const at = new Date(0);
  it('is active, paused or suspended; suspension outranks the pause', () => {
    expect(rosterStatusOf({ suspended_at: null, paused_at: null })).toBe('active');
    expect(rosterStatusOf({ suspended_at: null, paused_at: at })).toBe('paused');
    expect(rosterStatusOf({ suspended_at: at, paused_at: at })).toBe('suspended');
  });
});

describe('median and acceptance rate', () => {
  it('takes the middle value, or the mean of the two middle ones', () => {
    expect(median([])).toBeNull();
    expect(median([9, 1, 5])).toBe(5);
    expect(median([4, 1, 10, 2])).toBe(3);
  });
  it('counts lapsed requests as not accepted', () => {
    expect(acceptanceRate({ accepted: 0, declined: 0, timedOut: 0 })).toBeNull();
    expect(acceptanceRate({ accepted: 2, declined: 1, timedOut: 1 })).toBe(0.5);
    expect(acceptanceRate({ accepted: 1, declined: 2, timedOut: 0 })).toBe(0.333);
  });
});
