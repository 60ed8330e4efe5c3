import { durationText, hoursText, percentText } from './quantities';

describe('quantities', () => {
  it('counts hours with the right plural', () => {
    expect(hoursText(1, 'en')).toBe('1 hour');
    expect(hoursText(24, 'en')).toBe('24 hours');
    expect(hoursText(0, 'en')).toBe('0 hours');
  });

  it('writes basis points as a percentage', () => {
    expect(percentText(2000, 'en-US')).toBe('20%');
    expect(percentText(1250, 'en-US')).toBe('12.5%');
  });

  it('says a duration like people say it', () => {
    expect(durationText(45, 'en')).toBe('45 min');
    expect(durationText(60, 'en')).toBe('1 hour');
    expect(durationText(180, 'en')).toBe('3 hours');
    expect(durationText(150, 'en')).toBe('2 h 30 min');
  });
});
