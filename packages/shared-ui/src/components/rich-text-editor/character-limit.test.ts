import { characterCountText, limitAnnouncement } from './character-limit';

describe('characterCountText', () => {
  it('shows the count against the limit', () => {
    expect(characterCountText(120, 2000, 'en-US')).toBe('120 of 2,000 characters');
  });
});

describe('limitAnnouncement', () => {
  it('stays quiet far from the limit', () => {
    expect(limitAnnouncement(100, 2000)).toBe('');
    expect(limitAnnouncement(0, 50)).toBe('');
  });

  it('counts down in steps of ten in the last tenth, then exactly', () => {
    expect(limitAnnouncement(1801, 2000)).toBe('Fewer than 200 characters left');
    expect(limitAnnouncement(1805, 2000)).toBe('Fewer than 200 characters left');
    expect(limitAnnouncement(1991, 2000)).toBe('9 characters left');
    expect(limitAnnouncement(1999, 2000)).toBe('1 character left');
  });

  it('says when the limit is reached', () => {
    expect(limitAnnouncement(2000, 2000)).toBe('Character limit of 2000 reached');
  });
});
