import type { IncomingHttpHeaders } from 'node:http';

type Language = 'en' | 'de';
const languages: readonly Language[] = ['en', 'de'];

/**
 * The language a request's person reads (docs/languages.md): their `lang` cookie, else the
 * first language of their Accept-Language the site has, else English. It stands in for
 * `requestLanguage(headers, { allowPseudo: false })` of `@marketplace/i18n/server`, which
 * apps/api cannot import until it depends on @marketplace/i18n: replace it then.
 */
export function requestLanguage(headers: IncomingHttpHeaders): Language {
  const saved = /(?:^|;\s*)lang=([^;]*)/.exec(headers.cookie ?? '')?.[1]?.trim();
  if (languages.includes(saved as Language)) return saved as Language;
  const asked = (headers['accept-language'] ?? '')
    .split(',')
    .map((part) => {
      const [tag = '', ...parameters] = part.trim().split(';');
      const quality = Number(/^\s*q=([\d.]+)/.exec(parameters.join(';'))?.[1] ?? 1);
      return { language: tag.trim().toLowerCase().split('-')[0] as Language, quality };
    })
    .filter(({ language, quality }) => quality > 0 && languages.includes(language))
    .sort((a, b) => b.quality - a.quality);
  return asked[0]?.language ?? 'en';
}
