/**
 * The languages the site is written in (docs/languages.md). English is the source language: its
 * text is the `defaultMessage` in the code, so it needs no catalogue. Adding a language is adding
 * its catalogues and its code here; a right-to-left one also its code in `rightToLeft`.
 */
export const languages = ['en', 'de'] as const;
export type Language = (typeof languages)[number];

export const sourceLanguage: Language = 'en';

/**
 * FormatJS's pseudo-locales, generated from the English catalogues at build time: `en-XA` is
 * accented and about a third longer ("[Ƀööķ ñöŵ one two]"), `en-XB` is the same written right
 * to left. Offered only outside production, for finding text that escaped translation.
 */
export const pseudoLocales = ['en-XA', 'en-XB'] as const;
export type PseudoLocale = (typeof pseudoLocales)[number];

/** What a page can be shown in. */
export type PageLocale = Language | PseudoLocale;

const rightToLeft: ReadonlySet<string> = new Set<PageLocale>(['en-XB']);

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (languages as readonly string[]).includes(value);
}

export function isPseudoLocale(value: unknown): value is PseudoLocale {
  return typeof value === 'string' && (pseudoLocales as readonly string[]).includes(value);
}

export function textDirection(locale: string): 'ltr' | 'rtl' {
  return rightToLeft.has(locale) ? 'rtl' : 'ltr';
}

/**
 * The locale numbers, dates and money are formatted in: the language with the region whose
 * conventions its readers expect (German: 24-hour clock, "42,00 €"). A pseudo-locale formats
 * as English.
 */
export function formattingLocale(locale: string): string {
  if (isPseudoLocale(locale)) return 'en-US';
  return locale === 'de' ? 'de-DE' : locale === 'en' ? 'en-US' : locale;
}

/** A language's own name for itself ("Deutsch"), for the language switcher. */
export function languageName(language: Language): string {
  const name = new Intl.DisplayNames([language], { type: 'language' }).of(language) ?? language;
  return name.charAt(0).toLocaleUpperCase(language) + name.slice(1);
}
