import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../../messages/de.json';
import { kpiFormat } from './kpi-format';

const english = kpiFormat(createIntl(intlConfig('en', {})));

describe('KPI formatting', () => {
  it('says durations as people do', () => {
    expect([english.duration(45), english.duration(720), english.duration(5400), english.duration(7200), english.duration(2 * 86_400 + 3 * 3600)]).toEqual(['45 s', '12 min', '1 h 30 min', '2 h', '2 d 3 h']);
  });

  it('says a time to resolve in Intl’s unit words: minutes, hours under two days, then days, one decimal; per 100 with one decimal', () => {
    expect([1500, 19_800, 47 * 3600, 2 * 86_400, 3.25 * 86_400].map((seconds) => english.kpi(seconds, 'longDuration', 'USD'))).toEqual(['25 minutes', '5.5 hours', '47 hours', '2 days', '3.3 days']);
    expect([english.kpi(12.5, 'per100', 'USD'), english.kpi(10, 'per100', 'USD'), english.kpi(null, 'longDuration', 'USD')]).toEqual(['12.5', '10.0', '—']);
    const de = kpiFormat(createIntl(intlConfig('de', german)));
    expect([de.kpi(19_800, 'longDuration', 'EUR'), de.kpi(3600, 'longDuration', 'EUR'), de.kpi(3.25 * 86_400, 'longDuration', 'EUR'), de.kpi(12.5, 'per100', 'EUR')]).toEqual(['5,5 Stunden', '1 Stunde', '3,3 Tage', '12,5']);
  });

  it('formats money in the market currency and percentages with one decimal', () => {
    expect(english.kpi(31_000, 'money', 'USD')).toBe('$310.00');
    expect(english.kpi(1500, 'money', 'JPY')).toBe('¥1,500');
    expect(english.kpi(0.4444, 'percent', 'USD')).toBe('44.4%');
    expect(english.kpi(null, 'rating', 'USD')).toBe('—');
  });

  it('words the change with an arrow and whether it is better, never by colour alone', () => {
    expect(english.change(5, 4, 'count', 'USD', true)).toEqual({ arrow: '▲', text: 'Up 25% from 4 (better)', better: true });
    expect(english.change(3, 0, 'count', 'USD', false)).toEqual({ arrow: '▲', text: 'Up from 0 (worse)', better: false });
    expect(english.change(600, 1200, 'duration', 'USD', false)).toEqual({ arrow: '▼', text: 'Down 50% from 20 min (better)', better: true });
    expect(english.change(0.3, 0.45, 'percent', 'USD', true)).toEqual({ arrow: '▼', text: 'Down 15.0 points from 45.0% (worse)', better: false });
    expect(english.change(2, 2, 'count', 'USD', true)).toEqual({ arrow: '=', text: 'Same as before (2)', better: null });
  });

  it('writes German numbers, amounts and durations in German', () => {
    const de = kpiFormat(createIntl(intlConfig('de', german)));
    expect(de.kpi(123_456, 'money', 'EUR')).toBe('1.234,56\u00a0€');
    expect(de.kpi(0.4444, 'percent', 'EUR')).toBe('44,4\u00a0%');
    expect(de.kpi(12_345, 'count', 'EUR')).toBe('12.345');
    expect(de.duration(5400)).toBe('1 Std. 30 Min.');
    expect(de.change(0.3, 0.45, 'percent', 'EUR', true).text).toBe('Minus 15,0 Prozentpunkte gegenüber 45,0\u00a0% (schlechter)');
    expect(de.change(5, 4, 'count', 'EUR', true).text).toBe('Plus 25\u00a0% gegenüber 4 (besser)');
  });
});
