import type { IncomingHttpHeaders } from 'node:http';
import type { LanguageCode } from '@marketplace/contracts';
import { isLanguage } from '@marketplace/i18n/languages';
import { requestLanguage } from '@marketplace/i18n/server';

/**
 * The language a request is read in (docs/languages.md): its `lang` cookie, else its
 * Accept-Language, else English. Data the API answers in it — a service's name and description
 * (migration 0031) — falls back to English where it has no translation.
 */
export function readerLanguage(request: { headers: IncomingHttpHeaders }): LanguageCode {
  const language = requestLanguage(request.headers, { allowPseudo: false });
  return isLanguage(language) ? language : 'en';
}
