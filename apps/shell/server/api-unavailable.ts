import type { IncomingHttpHeaders } from 'node:http';
import { isLanguage, type Language } from '@marketplace/i18n/languages';
import { requestLanguage } from '@marketplace/i18n/server';

/**
 * The shell server's own answer when the API does not answer: the API cannot word it, so the
 * shell does, in the reader's language like every error (docs/languages.md) — the same English
 * as contracts' client says for a 502–504 without a body.
 */
const unavailable: Record<Language, string> = {
  en: 'The service is temporarily unavailable. Please try again.',
  de: 'Der Dienst ist vorübergehend nicht erreichbar. Bitte versuchen Sie es noch einmal.',
};

/** The 503 body for a request the API could not take: its `lang` cookie, else Accept-Language, else English. */
export function apiUnavailableBody(headers: IncomingHttpHeaders) {
  const asked = requestLanguage(headers, { allowPseudo: false });
  return { error: { code: 'API_UNAVAILABLE', message: unavailable[isLanguage(asked) ? asked : 'en'] } };
}
