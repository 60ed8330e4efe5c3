import Negotiator from 'negotiator';
import { isLanguage, isPseudoLocale, languages, type Language, type PageLocale } from '../languages';

export interface LanguageSources {
  /** The `lang` cookie: the visitor's saved choice (set by the switcher and at login). */
  saved?: string | undefined;
  acceptLanguage?: string | undefined;
  /** The language of the market the page belongs to, when it belongs to one. */
  marketLanguage?: string | undefined;
  /** Pseudo-locales are honoured only outside production. */
  allowPseudo: boolean;
}

/**
 * The language a request is answered in: the saved choice, else the browser's preference among
 * the supported languages (`de-AT` is German), else the market's language, else English
 * (docs/languages.md).
 */
export function chooseLanguage({ saved, acceptLanguage, marketLanguage, allowPseudo }: LanguageSources): PageLocale {
  if (isLanguage(saved) || (allowPseudo && isPseudoLocale(saved))) return saved;
  const preferred = acceptLanguage ? new Negotiator({ headers: { 'accept-language': acceptLanguage } }).language([...languages]) : undefined;
  if (isLanguage(preferred)) return preferred;
  if (isLanguage(marketLanguage)) return marketLanguage;
  return 'en' satisfies Language;
}
