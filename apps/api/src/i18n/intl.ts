import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import contractsGerman from '@marketplace/contracts/messages/de.json';
import { formattingLocale, type Language } from '@marketplace/i18n/languages';
import passwordHintsGerman from '@marketplace/password-strength/messages/de.json';
import apiGerman from '../messages/de.json';

/**
 * The API's words in each language (docs/languages.md): English is each message's
 * `defaultMessage` in the code; German is the API's catalogue with contracts' (the schemas'
 * field messages) and password-strength's (a refused password's hints). One formatter per
 * language for the process: emails, text messages, calendar files, invoices and error answers
 * all format through it.
 */
const catalogues: Record<Language, Record<string, string>> = { en: {}, de: { ...contractsGerman, ...passwordHintsGerman, ...apiGerman } };
const cache = createIntlCache();
const formatters = new Map<Language, IntlShape<string>>();

export function intlFor(language: Language): IntlShape<string> {
  let intl = formatters.get(language);
  if (!intl) {
    intl = createIntl(
      {
        locale: formattingLocale(language),
        defaultLocale: formattingLocale('en'),
        messages: catalogues[language],
        // A missing German message falls back to English; `pnpm i18n:check` keeps that from happening.
        onError: (error) => {
          if (error.code !== 'MISSING_TRANSLATION') throw error;
        },
      },
      cache,
    );
    formatters.set(language, intl);
  }
  return intl;
}
