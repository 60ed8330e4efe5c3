import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../../messages/de.json';
import { needsText, statusChangeText } from './status-words';

const intl = createIntl(intlConfig('en', {}));

describe('statusChangeText', () => {
  it('counts the waitlist emails in words that agree with the number', () => {
    expect(statusChangeText(intl, 'Austin', 'live', 1)).toBe('Austin is live. 1 person on its waitlist is being told.');
    expect(statusChangeText(intl, 'Austin', 'live', 20)).toBe('Austin is live. 20 people on its waitlist are being told.');
    expect(statusChangeText(intl, 'Austin', 'live', 0)).toBe('Austin is live. Nobody on its waitlist is left to tell.');
  });
  it('says only the new status otherwise', () => {
    expect(statusChangeText(intl, 'Austin', 'coming_soon')).toBe('Austin is coming soon.');
    expect(statusChangeText(intl, 'Austin', 'live')).toBe('Austin is live.');
  });
  it('says what is missing as one list, in English and German', () => {
    expect(needsText(intl, { missing: ['offerable_provider', 'priced_service'] })).toBe('Needs an active provider and a priced service');
    expect(needsText(createIntl(intlConfig('de', german)), { missing: ['offerable_provider', 'priced_service'] })).toBe('Braucht noch einen aktiven Anbieter und einen Service mit Preis');
  });
});
