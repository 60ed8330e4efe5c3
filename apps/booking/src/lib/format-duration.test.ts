import { formatDuration } from './format-duration';

describe('formatDuration', () => {
  it('reads like people say it', () => {
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(60)).toBe('1 hour');
    expect(formatDuration(180)).toBe('3 hours');
    expect(formatDuration(150)).toBe('2 h 30 min');
  });
});
