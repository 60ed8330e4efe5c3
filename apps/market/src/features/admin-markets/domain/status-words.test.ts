import { statusChangeText } from './status-words';

describe('statusChangeText', () => {
  it('counts the waitlist emails in words that agree with the number', () => {
    expect(statusChangeText('Austin', 'live', 1)).toBe('Austin is live. 1 person on its waitlist is being told.');
    expect(statusChangeText('Austin', 'live', 20)).toBe('Austin is live. 20 people on its waitlist are being told.');
    expect(statusChangeText('Austin', 'live', 0)).toBe('Austin is live. Nobody on its waitlist is left to tell.');
  });
  it('says only the new status otherwise', () => {
    expect(statusChangeText('Austin', 'coming_soon')).toBe('Austin is coming soon.');
    expect(statusChangeText('Austin', 'live')).toBe('Austin is live.');
  });
});
