import { languageCookieHeader, type PageLocale } from '@marketplace/i18n';

/**
 * Keeps the visitor's choice in the `lang` cookie, which the server reads for the first HTML of
 * every later page (and the API for its messages). Saving it on the account happens where the
 * session is known (the footer's switcher).
 */
export function rememberLanguage(locale: PageLocale): void {
  document.cookie = languageCookieHeader(locale, window.location.protocol === 'https:');
}
