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
 */
export function plural(count: number, forms: PluralForms, locale?: string): string {
  const category = new Intl.PluralRules(locale).select(count);
  return `${count.toLocaleString(locale)} ${forms[category] ?? forms.other}`;
}
