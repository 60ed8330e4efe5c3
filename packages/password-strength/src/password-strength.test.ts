import { estimatePasswordStrength, MIN_ACCEPTED_SCORE, weakPasswordMessage } from './password-strength';

describe('estimatePasswordStrength', () => {
  it('refuses common passwords and says why', () => {
    const strength = estimatePasswordStrength('password123');
    expect(strength).toMatchObject({ score: 0, acceptable: false, warning: 'This is a commonly used password.' });
    expect(weakPasswordMessage(strength)).toBe('This is a commonly used password. Add more words that are less common.');
  });

  it('counts the person’s own name and email, and the site’s name, as guessable', () => {
    expect(estimatePasswordStrength('AdaLovelace1815!').score).toBeGreaterThanOrEqual(MIN_ACCEPTED_SCORE);
    const personal = estimatePasswordStrength('AdaLovelace1815!', { name: 'Ada Lovelace', email: 'ada@example.org' });
    expect(personal.acceptable).toBe(false);
    expect(personal.warning).toBe('There should not be any personal or page related data.');
    expect(estimatePasswordStrength('handyhub2026').acceptable).toBe(false);
  });

  it('accepts a few uncommon words', () => {
    expect(estimatePasswordStrength('tangerine quilt harbor')).toMatchObject({ acceptable: true, warning: null });
  });

  it('judges a very long password by its first 64 characters, so a check stays cheap', () => {
    const weakStart = `${'a'.repeat(64)}tangerine quilt harbor`;
    expect(estimatePasswordStrength(weakStart).acceptable).toBe(false);
  });
});
