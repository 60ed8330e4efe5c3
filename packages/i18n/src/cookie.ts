/**
 * The cookie that carries a visitor's chosen language, read by the shell's server for the first
 * HTML and by the API for its messages (docs/languages.md). Not personal: only the language.
 */
export const languageCookie = 'lang';

/** A year: a choice of language outlives the session it was made in. */
export const languageCookieMaxAgeSeconds = 365 * 24 * 60 * 60;

export function languageCookieHeader(locale: string, secure: boolean): string {
  return `${languageCookie}=${encodeURIComponent(locale)}; Path=/; Max-Age=${languageCookieMaxAgeSeconds}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
