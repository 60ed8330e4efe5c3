import { describeChange, formatDuration, formatKpi } from './kpi-format';

describe('KPI formatting', () => {
  it('says durations as people do', () => {
    expect([formatDuration(45), formatDuration(720), formatDuration(5400), formatDuration(7200), formatDuration(2 * 86_400 + 3 * 3600)]).toEqual(['45 s', '12 min', '1 h 30 min', '2 h', '2 d 3 h']);
  });

  it('formats money in the market currency and percentages with one decimal', () => {
    expect(formatKpi(31_000, 'money', 'USD')).toBe('$310.00');
    expect(formatKpi(1500, 'money', 'JPY')).toBe('¥1,500');
    expect(formatKpi(0.4444, 'percent', 'USD')).toBe('44.4%');
    expect(formatKpi(null, 'rating', 'USD')).toBe('—');
  });

  it('words the change with an arrow and whether it is better, never by colour alone', () => {
    expect(describeChange(5, 4, 'count', 'USD', true)).toEqual({ arrow: '▲', text: 'Up 25% from 4 (better)', better: true });
    expect(describeChange(3, 0, 'count', 'USD', false)).toEqual({ arrow: '▲', text: 'Up from 0 (worse)', better: false });
    expect(describeChange(600, 1200, 'duration', 'USD', false)).toEqual({ arrow: '▼', text: 'Down 50% from 20 min (better)', better: true });
    expect(describeChange(0.3, 0.45, 'percent', 'USD', true)).toEqual({ arrow: '▼', text: 'Down 15.0 points from 45.0% (worse)', better: false });
    expect(describeChange(2, 2, 'count', 'USD', true)).toEqual({ arrow: '=', text: 'Same as before (2)', better: null });
  });
});
