import { issueMessage, type MessageDescriptor, type MessageValues } from '@marketplace/contracts/messages';
import type { Language } from '@marketplace/i18n/languages';
import type { IntlShape } from '@formatjs/intl';
import { intlFor } from '../../i18n/intl';

export type { MessageValues } from '@marketplace/contracts/messages';

/** An amount of money in a message, in integer minor units: worded in the reader's format ("$12.50", "12,50 $"). */
export interface Money {
  amountMinor: number;
  currency: string;
}

/**
 * A message and its values, as an AppError carries it. A value may be an amount of money, or a
 * list of messages (what a form still lacks): each worded in the same language, joined with "; ".
 */
export type ErrorText = MessageDescriptor & { values?: Record<string, string | number | Money | ErrorText[]> };

function money(intl: IntlShape<string>, { amountMinor, currency }: Money): string {
  const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
  return intl.formatNumber(amountMinor / 10 ** digits, { style: 'currency', currency });
}

/** A message in one language, the money and messages among its values too. */
function formatText(intl: IntlShape<string>, text: ErrorText): string {
  if (!text.values) return intl.formatMessage(text);
  const values = Object.fromEntries(
    Object.entries(text.values).map(([name, value]) => [
      name,
      Array.isArray(value) ? value.map((item) => formatText(intl, item)).join('; ') : typeof value === 'object' ? money(intl, value) : value,
    ]),
  );
  return intl.formatMessage(text, values);
}

/** A field's error: a message, or a string (one of contracts' ids, or English not yet made a message). */
export type FieldMessage = ErrorText | string;
export type FieldErrors = Record<string, FieldMessage[]>;

/** How the API words its errors for one request: in the language of the person who sent it (docs/languages.md). */
export interface ErrorLanguage {
  language: Language;
  format: (text: ErrorText) => string;
  /** A field's message: one of contracts' ids (a schema's message) in this language, other text as it is. */
  field: (message: string, values?: MessageValues) => string;
}

/** Errors worded in `language`: a request's is `readerLanguage(request)` (its cookie, else Accept-Language, else English). */
export function errorWords(language: Language): ErrorLanguage {
  const intl = intlFor(language);
  const format = (descriptor: MessageDescriptor, values?: MessageValues) => intl.formatMessage(descriptor, values);
  return {
    language,
    format: (text) => formatText(intl, text),
    field: (message, values) => issueMessage(message, format, values),
  };
}

/** The English of a message (what logs and an AppError's own `message` keep). */
export const english = (text: ErrorText): string => formatText(intlFor('en'), text);
