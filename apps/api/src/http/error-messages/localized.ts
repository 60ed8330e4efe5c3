import type { IncomingHttpHeaders } from 'node:http';
import { issueMessage, type MessageDescriptor } from '@marketplace/contracts/messages';
import contractsGerman from '@marketplace/contracts/messages/de.json';
import errorsGerman from '../../messages/errors.de.json';
import { formatIn, type MessageValues } from './format-message';
import { requestLanguage } from './request-language';

/** A message and its values, as an AppError carries it. */
export type ErrorText = MessageDescriptor & { values?: MessageValues };

const catalogues = { en: {}, de: { ...contractsGerman, ...errorsGerman } } as const;
const locales = { en: 'en-US', de: 'de-DE' } as const;

/** How the API words its errors for one request: in the language of the person who sent it (docs/languages.md). */
export interface ErrorLanguage {
  language: keyof typeof catalogues;
  format: (text: ErrorText) => string;
  /** A field's message: one of contracts' ids (a schema's message) in this language, other text as it is. */
  field: (message: string, values?: MessageValues) => string;
}

export function errorLanguage(headers: IncomingHttpHeaders): ErrorLanguage {
  const language = requestLanguage(headers);
  const format = formatIn(catalogues[language], locales[language]);
  return {
    language,
    format: (text) => format(text, text.values),
    field: (message, values) => issueMessage(message, format, values),
  };
}

/** The English of a message (what logs and an AppError's own `message` keep). */
export const english = formatIn({}, 'en-US');
