import { createIntl } from 'react-intl';
import { intlConfig } from '@marketplace/i18n';
import german from '../../messages/de.json';
import { characterCountText, limitAnnouncement } from './character-limit';

const intl = createIntl(intlConfig('en', {}));

describe('characterCountText', () => {
  it('shows the count against the limit', () => {
    expect(characterCountText(intl, 120, 2000)).toBe('120 of 2,000 characters');
  });

  it('writes German numbers in German', () => {
    expect(characterCountText(createIntl(intlConfig('de', german)), 120, 2000)).toBe('120 von 2.000 Zeichen');
  });
});

describe('limitAnnouncement', () => {
  it('stays quiet far from the limit', () => {
    expect(limitAnnouncement(intl, 100, 2000)).toBe('');
    expect(limitAnnouncement(intl, 0, 50)).toBe('');
  });

  it('counts down in steps of ten in the last tenth, then exactly', () => {
    expect(limitAnnouncement(intl, 1801, 2000)).toBe('Fewer than 200 characters left');
    expect(limitAnnouncement(intl, 1805, 2000)).toBe('Fewer than 200 characters left');
    expect(limitAnnouncement(intl, 1991, 2000)).toBe('9 characters left');
    expect(limitAnnouncement(intl, 1999, 2000)).toBe('1 character left');
  });

  it('says when the limit is reached', () => {
    expect(limitAnnouncement(intl, 2000, 2000)).toBe('Character limit of 2,000 reached');
  });
});
