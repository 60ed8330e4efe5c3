import type { IncomingHttpHeaders } from 'node:http';
import { parse } from 'cookie';
import { languageCookie } from '../cookie';
import type { PageLocale } from '../languages';
import { chooseLanguage } from './choose-language';

/** The language a request asks for: its `lang` cookie, else its Accept-Language, else the market's. */
export function requestLanguage(headers: IncomingHttpHeaders, options: { marketLanguage?: string | undefined; allowPseudo: boolean }): PageLocale {
  const saved = headers.cookie ? parse(headers.cookie)[languageCookie] : undefined;
  return chooseLanguage({ saved, acceptLanguage: headers['accept-language'], ...options });
}
