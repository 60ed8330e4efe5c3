import type { IncomingHttpHeaders } from 'node:http';
import type { LanguageCode } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { isLanguage } from '@marketplace/i18n/languages';
import { languageCookieHeader, requestLanguage } from '@marketplace/i18n/server';
import { secure } from './session-cookie';

/**
 * The `lang` cookie the shell reads for the first HTML (docs/languages.md): set when someone
 * chooses a language and at login from the account. Secure exactly when the session cookie is.
 */
export function setLanguageCookie(config: Pick<AppConfig, 'publicUrl'>, request: FastifyRequest, reply: FastifyReply, language: LanguageCode): void {
  reply.header('Set-Cookie', languageCookieHeader(language, secure(config, request)));
}

/**
 * The language a request itself asks for: its `lang` cookie, else its Accept-Language; null when
 * it asks for none the site has. `requestLanguage` falls back to English then, so it is asked
 * twice with different fallbacks: only an answer that does not depend on the fallback was asked for.
 */
export function askedLanguage(headers: IncomingHttpHeaders): LanguageCode | null {
  const language = requestLanguage(headers, { allowPseudo: false, marketLanguage: 'en' });
  const otherwise = requestLanguage(headers, { allowPseudo: false, marketLanguage: 'de' });
  return language === otherwise && isLanguage(language) ? language : null;
}
