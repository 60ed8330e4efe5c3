import type { IncomingHttpHeaders } from 'node:http';
import { issueMessage, type MessageDescriptor, type MessageValues } from '@marketplace/contracts/messages';
import { requestLanguage } from '@marketplace/i18n/server';
import { isLanguage, type Language } from '@marketplace/i18n/languages';
import { intlFor } from '../../i18n/intl';

export type { MessageValues } from '@marketplace/contracts/messages';

/** A message and its values, as an AppError carries it. */
export type ErrorText = MessageDescriptor & { values?: MessageValues };

/** How the API words its errors for one request: in the language of the person who sent it (docs/languages.md). */
export interface ErrorLanguage {
  language: Language;
  format: (text: ErrorText) => string;
  /** A field's message: one of contracts' ids (a schema's message) in this language, other text as it is. */
  field: (message: string, values?: MessageValues) => string;
}

/** The language of a request: its `lang` cookie, else its Accept-Language, else English. */
export function errorLanguage(headers: IncomingHttpHeaders): ErrorLanguage {
  const asked = requestLanguage(headers, { allowPseudo: false });
  return languageOf(isLanguage(asked) ? asked : 'en');
}

function languageOf(language: Language): ErrorLanguage {
  const intl = intlFor(language);
  const format = (descriptor: MessageDescriptor, values?: MessageValues) => intl.formatMessage(descriptor, values);
  return {
    language,
    format: (text) => format(text, text.values),
    field: (message, values) => issueMessage(message, format, values),
  };
}

/** The English of a message (what logs and an AppError's own `message` keep). */
export const english = (descriptor: MessageDescriptor, values?: MessageValues): string => intlFor('en').formatMessage(descriptor, values);
