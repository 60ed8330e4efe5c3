import { ApiError } from '@marketplace/contracts/client';
import { createIntl, createIntlCache, type MessageFormatElement } from 'react-intl';
import { apiClientMessages as m } from './messages/api-client-messages';
// Through the package's `./messages` entry, whose loaders the shell runs: one store on the page.
import { loadedWords } from '@marketplace/api-client/messages';

/** The words api-client shows itself (QueryScreen's retry): from this entry, so the page has one copy. */
export { apiClientMessages } from './messages/api-client-messages';

const genericMessage = m.generic.defaultMessage;

/** What api-client needs of react-intl's `IntlShape` (`useIntl()`): its formatMessage. */
export interface MessageFormatter {
  formatMessage(descriptor: { id: string; defaultMessage: string }): string;
}

/**
 * The words the page itself has for a failure the API did not word (docs/languages.md): no
 * answer (`API_UNAVAILABLE` with status 0), an unavailable or broken service, or no ApiError at
 * all. Any other ApiError's message is the API's, in the page's language already.
 */
function pageWords(error: unknown, intl: MessageFormatter): string | null {
  if (!(error instanceof ApiError)) return intl.formatMessage(m.generic);
  if (error.code === 'API_UNAVAILABLE') return intl.formatMessage(error.status === 0 ? m.unreachable : m.unavailable);
  if (error.code === 'INTERNAL') return intl.formatMessage(m.generic);
  return null;
}

/** The API's error code (`SLOT_TAKEN`, `VALIDATION_FAILED`…), if the error is an API answer. */
export function apiErrorCode(error: unknown): string | undefined {
  return error instanceof ApiError ? error.code : undefined;
}

const cache = createIntlCache();
const formatters = new Map<string, MessageFormatter>();

/**
 * The page's words without React: its language is `<html lang>` (the shell keeps it), its words
 * api-client's catalogue as the shell loaded it. None on an English page (the code's English is
 * the error's own) or outside a browser.
 */
function pageFormatter(): MessageFormatter | undefined {
  if (typeof document === 'undefined') return undefined;
  const locale = document.documentElement.lang;
  const messages = locale ? loadedWords(locale) : undefined;
  if (!messages) return undefined;
  let formatter = formatters.get(locale);
  if (!formatter) formatters.set(locale, (formatter = createIntl({ locale, messages: messages as Record<string, MessageFormatElement[]>, onError: () => undefined }, cache)));
  return formatter;
}

/**
 * What to tell the visitor about a failure: the API's own message (in the page's language
 * already), or the page's words for one the API did not word (no answer, an unavailable or
 * broken service): with the page's `intl` (`useIntl()`), else in the language of the page.
 */
export function errorMessage(error: unknown, intl: MessageFormatter | undefined = pageFormatter()): string {
  const own = intl ? pageWords(error, intl) : null;
  return own ?? (error instanceof ApiError ? error.message : genericMessage);
}

/** A form's `setError` (react-hook-form's fits), kept structural so no form library is imposed. */
export type SetFieldError<F extends string> = (name: F, error: { type: string; message?: string }, options?: { shouldFocus: boolean }) => void;

/**
 * Puts field errors (`{ 'address.postalCode': ['…'] }`) on the form's own fields: `prefix` is
 * the body's path to this form's part (`address.`), `focus` focuses the first one placed.
 * Returns the messages that belong to no field of this form.
 */
export function placeFieldErrors<F extends string>(
  fieldErrors: Record<string, string[]>,
  fields: readonly F[],
  setError: SetFieldError<F>,
  { prefix = '', focus = false }: { prefix?: string; focus?: boolean } = {},
): string[] {
  const unplaced: string[] = [];
  let first = true;
  for (const [path, messages] of Object.entries(fieldErrors)) {
    const field = (path.startsWith(prefix) ? path.slice(prefix.length) : path) as F;
    if (!fields.includes(field)) {
      unplaced.push(...messages);
      continue;
    }
    setError(field, { type: 'server', message: messages[0] }, { shouldFocus: focus && first });
    first = false;
  }
  return unplaced;
}

/**
 * Puts the API's field errors next to the fields they concern. Returns the message for the
 * form as a whole (what belongs to no visible field), or null when everything was placed.
 */
export function applyServerErrors<F extends string>(error: unknown, fields: readonly F[], setError: SetFieldError<F>, intl?: MessageFormatter): string | null {
  if (!(error instanceof ApiError)) return errorMessage(error, intl);
  const unplaced = placeFieldErrors(error.fieldErrors, fields, setError);
  if (Object.keys(error.fieldErrors).length > 0 && unplaced.length === 0) return null;
  return unplaced.length > 0 ? unplaced.join(' ') : errorMessage(error, intl);
}
