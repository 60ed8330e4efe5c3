import { chooseLanguage } from './choose-language';

describe('chooseLanguage', () => {
  it('takes the saved choice over the browser and the market', () => {
    expect(chooseLanguage({ saved: 'en', acceptLanguage: 'de-DE,de;q=0.9', marketLanguage: 'de', allowPseudo: false })).toBe('en');
  });

  it('takes the browser’s first supported language, a regional variant included', () => {
    expect(chooseLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9,de-AT;q=0.8,en;q=0.5', allowPseudo: false })).toBe('de');
    expect(chooseLanguage({ acceptLanguage: 'en-GB,de;q=0.5', marketLanguage: 'de', allowPseudo: false })).toBe('en');
  });

  it('falls back to the market’s language when the browser asks for none it has', () => {
    expect(chooseLanguage({ acceptLanguage: 'fr-FR,fr;q=0.9', marketLanguage: 'de', allowPseudo: false })).toBe('de');
    expect(chooseLanguage({ marketLanguage: 'de', allowPseudo: false })).toBe('de');
  });

  it('ends with English, and ignores a saved value it does not know', () => {
    expect(chooseLanguage({ saved: 'xx', acceptLanguage: 'fr', allowPseudo: false })).toBe('en');
    expect(chooseLanguage({ allowPseudo: false })).toBe('en');
  });

  it('honours a pseudo-locale only where allowed', () => {
    expect(chooseLanguage({ saved: 'en-XA', acceptLanguage: 'de', allowPseudo: true })).toBe('en-XA');
    expect(chooseLanguage({ saved: 'en-XA', acceptLanguage: 'de', allowPseudo: false })).toBe('de');
  });
});
