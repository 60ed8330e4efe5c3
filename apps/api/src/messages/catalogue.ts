/**
 * The API's catalogue (docs/languages.md): its English is the code's `defaultMessage`s, extracted
 * into en.json; de.json is the German. The API formats with them in Node (src/i18n/intl.ts), so
 * nothing here is loaded by a page; this file marks the folder as a catalogue for
 * `pnpm i18n:extract` and `pnpm i18n:check`.
 */
export const apiCatalogueLanguages = ['de'] as const;
