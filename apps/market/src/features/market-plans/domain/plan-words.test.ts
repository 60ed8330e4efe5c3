import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../../messages/de.json';
import { rhythmText } from './plan-words';

describe('rhythmText', () => {
  it('words how often, on which weekday and at what local time, in the reader’s language', () => {
    const english = createIntl(intlConfig('en', {}));
    expect(rhythmText(english, { everyWeeks: 2, weekday: 2, localTime: '09:00' })).toMatch(/^every 2 weeks on Tuesday at 9:00\sAM$/);
    expect(rhythmText(english, { everyWeeks: 1, weekday: 7, localTime: '17:30' })).toMatch(/^every week on Sunday at 5:30\sPM$/);
    const deutsch = createIntl(intlConfig('de', german));
    expect(rhythmText(deutsch, { everyWeeks: 4, weekday: 1, localTime: '08:15' })).toBe('alle 4 Wochen am Montag um 8:15');
  });
});
