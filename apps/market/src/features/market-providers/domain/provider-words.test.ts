import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import { applicationStatusSentence, checkLines, percent, responseTime } from './provider-words';

const intl = createIntl(intlConfig('en', {}));

describe('provider words', () => {
  it('says each check in words, passed or not', () => {
    expect(checkLines(intl, { identity: 'clear', phoneVerified: false, payoutLast4: '6789', termsVersion: null, hasPicture: true, needsReview: true })).toEqual([
      { label: 'Phone not verified', ok: false },
      { label: 'Payout account ending 6789', ok: true },
      { label: 'Terms not accepted', ok: false },
      { label: 'Picture uploaded', ok: true },
    ]);
  });
  it('says where an application stands in a sentence that reads naturally', () => {
    expect(intl.formatMessage(applicationStatusSentence.changes_requested)).toBe('Changes were requested');
    expect(intl.formatMessage(applicationStatusSentence.approved)).toBe('This application was approved');
    expect(intl.formatMessage(applicationStatusSentence.rejected)).toBe('This application was rejected');
    for (const sentence of Object.values(applicationStatusSentence)) expect(intl.formatMessage(sentence)).not.toMatch(/_|is changes/);
  });
  it('formats rates and response times', () => {
    expect([percent(intl, null), percent(intl, 0.333)]).toEqual(['—', '33%']);
    expect([responseTime(intl, null), responseTime(intl, 20), responseTime(intl, 135)]).toEqual(['—', '20 min', '2 h 15 min']);
  });
});
