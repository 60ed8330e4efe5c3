import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../../messages/de.json';
import { calendarWords } from './calendar-words';

describe('calendar words', () => {
  it('keeps the visible word in each button’s name, in English', () => {
    const words = calendarWords(createIntl(intlConfig('en', {})));
    expect(words.todayText).toBe('Today');
    expect(words.todayHint('week', 'week')).toBe('Today: this week');
    expect(words.prevHint('month', 'month')).toBe('Previous month');
  });

  it('speaks German, with each unit’s own grammar', () => {
    const words = calendarWords(createIntl(intlConfig('de', german)));
    expect([words.todayText, words.dayText, words.weekTextLong, words.monthText]).toEqual(['Heute', 'Tag', 'Woche', 'Monat']);
    expect(words.todayHint('Monat', 'month')).toBe('Heute: dieser Monat');
    expect(words.nextHint('Woche', 'week')).toBe('Nächste Woche');
    expect(words.prevHint('Tag', 'day')).toBe('Vorheriger Tag');
  });
});
