import german from './messages/de.json';
import { passwordHints } from './password-hints';
import { estimatePasswordStrength, MIN_ACCEPTED_SCORE, weakPasswordMessage } from './password-strength';

// Stand in for an IntlShape: English is each message's own text, German the catalogue's.
const english = { formatMessage: ({ defaultMessage }: { defaultMessage: string }) => defaultMessage };
const inGerman = { formatMessage: ({ id }: { id: string }) => (german as Record<string, string>)[id]! };

describe('estimatePasswordStrength', () => {
  it('refuses common passwords and says why', () => {
    const strength = estimatePasswordStrength('password123');
    expect(strength).toMatchObject({ score: 0, acceptable: false, warning: 'common' });
    expect(passwordHints(english, strength)[0]).toBe('This is a commonly used password.');
    expect(weakPasswordMessage(english, strength)).toBe('This is a commonly used password. Add more words that are less common.');
  });

  it('counts the person’s own name and email, and the site’s name, as guessable', () => {
    expect(estimatePasswordStrength('AdaLovelace1815!').score).toBeGreaterThanOrEqual(MIN_ACCEPTED_SCORE);
    const personal = estimatePasswordStrength('AdaLovelace1815!', { name: 'Ada Lovelace', email: 'ada@example.org' });
    expect(personal.acceptable).toBe(false);
    expect(passwordHints(english, personal)[0]).toBe('There should not be any personal or page related data.');
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

describe('the hints in the reader’s language', () => {
  it('words zxcvbn’s feedback by our catalogue', () => {
    const strength = estimatePasswordStrength('password123');
    expect(passwordHints(inGerman, strength)).toEqual(['Dieses Passwort ist weit verbreitet.', 'Fügen Sie weitere, weniger gängige Wörter hinzu.']);
    expect(weakPasswordMessage(inGerman, strength)).toBe('Dieses Passwort ist weit verbreitet. Fügen Sie weitere, weniger gängige Wörter hinzu.');
    expect(weakPasswordMessage(inGerman, { warning: null, suggestions: [] })).toBe('Dieses Passwort ist zu leicht zu erraten. Fügen Sie ein oder zwei weitere, nicht gängige Wörter hinzu.');
  });

  it('has a message for every key zxcvbn answers', () => {
    const samples = ['aaaaaaaa', 'qwertyuiop', 'abcabcabc', '2019', '12/04/1999', 'P@ssw0rd', 'drowssap', 'PASSWORD', 'Smith', 'john'];
    for (const sample of samples) {
      const strength = estimatePasswordStrength(sample);
      expect(passwordHints(inGerman, strength).every((hint) => typeof hint === 'string' && hint.length > 0)).toBe(true);
    }
  });
});
