export interface PluralForms {
  one: string;
  other: string;
  /** Languages with more categories (few, many, two, zero) add them here. */
  [category: string]: string;
}

/**
 * A count with its noun in the right plural form for the locale: `plural(1, { one: 'hour',
 * other: 'hours' })` → "1 hour", 2 → "2 hours", 1.5 → "1.5 hours". The form comes from
 * `Intl.PluralRules`, never from `count === 1`.
 *
 * Kept for the code that still calls it; new text does not: its nouns are English written in
 * code, outside every catalogue. Write an ICU plural in the message instead,
 * `{count, plural, one {# hour} other {# hours}}`, which each language translates with its
 * own forms (docs/languages.md).
 */
export function plural(count: number, forms: PluralForms, locale?: string): string {
  const category = new Intl.PluralRules(locale).select(count);
  return `${count.toLocaleString(locale)} ${forms[category] ?? forms.other}`;
}
