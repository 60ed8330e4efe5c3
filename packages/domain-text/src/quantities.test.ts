import { durationText, hoursText, percentText } from './quantities';
import { testIntl } from './test/test-intl';

const intl = testIntl('en');

describe('quantities', () => {
  it('counts hours with the right plural', () => {
    expect(hoursText(intl, 1)).toBe('1 hour');
    expect(hoursText(intl, 24)).toBe('24 hours');
    expect(hoursText(intl, 0)).toBe('0 hours');
  });

  it('writes basis points as a percentage', () => {
    expect(percentText(intl, 2000)).toBe('20%');
    expect(percentText(intl, 1250)).toBe('12.5%');
  });

  it('says a duration like people say it', () => {
    expect(durationText(intl, 45)).toBe('45 min');
    expect(durationText(intl, 60)).toBe('1 hour');
    expect(durationText(intl, 180)).toBe('3 hours');
    expect(durationText(intl, 150)).toBe('2 h 30 min');
  });
});

describe('quantities in German', () => {
  const de = testIntl('de');

  it('says hours, percentages and durations as German readers expect', () => {
    expect(hoursText(de, 1)).toBe('1 Stunde');
    expect(hoursText(de, 24)).toBe('24 Stunden');
    expect(percentText(de, 1250)).toBe('12,5\u00a0%');
    expect(durationText(de, 45)).toBe('45 Min.');
    expect(durationText(de, 150)).toBe('2 Std. 30 Min.');
  });
});
