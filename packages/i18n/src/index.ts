// Ambient types for catalogues imported with a query (`en.json?pseudo=en-XA`): a reference, as a
// wildcard module cannot be declared from a module file.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./catalogue-modules.d.ts" />
export { AppMessages, RootMessages } from './app-messages';
export { intlConfig } from './intl-config';
export { preloadCatalogues, type Catalogue, type Messages } from './catalogue';
export { languageCookie, languageCookieHeader } from './cookie';
export {
  formattingLocale,
  isLanguage,
  isPseudoLocale,
  languageName,
  languages,
  pseudoLocales,
  sourceLanguage,
  textDirection,
  type Language,
  type PageLocale,
  type PseudoLocale,
} from './languages';
export { PageLocaleContext, usePageLocale, type PageLocaleState } from './page-locale';
