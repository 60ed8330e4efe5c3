import type { FastifySchemaValidationError } from 'fastify';
import { germanZodMessages as germanZod } from '@marketplace/contracts/messages/zod-german';
import { errorMessages as m } from './error-messages/error-messages';
import type { ErrorLanguage, FieldErrors } from './error-messages/localized';

const WRONG_TYPE = /^Invalid input: expected (\w+), received (\w+)$/;

/** `/address/postalCode` → `address.postalCode`; the root of a part is named after the part. */
function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || (context === 'querystring' ? 'query' : (context ?? 'body'));
}

/**
 * One issue's message in the request's language: the schemas' own messages are contracts'
 * message ids; zod's generic type messages in words a form can show; zod's other messages in
 * its own words for the language (it keeps each issue's details in `params`).
 */
function friendly(issue: FastifySchemaValidationError, words: ErrorLanguage): string {
  const message = issue.message;
  const params = (issue.params ?? {}) as Record<string, unknown>;
  const translated = message && words.field(message, params.params as Record<string, string> | undefined);
  if (translated && translated !== message) return translated;
  const wrongType = message && WRONG_TYPE.exec(message);
  if (wrongType) return words.format(wrongType[2] === 'undefined' ? m.fieldRequired : { ...m.wrongType, values: { type: wrongType[1]! } });
  if (!message) return words.format(m.notValid);
  if (words.language !== 'de') return message;
  const german = germanZod({ ...params, code: issue.keyword, message } as never);
  return (typeof german === 'string' ? german : german?.message) ?? message;
}

/** Zod issues (as the type provider reports them) grouped by field path, in the request's language. */
export function toFieldErrors(issues: FastifySchemaValidationError[], words: ErrorLanguage, context?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = fieldPath(issue.instancePath, context);
    const messages = (fieldErrors[key] ??= []);
    const message = friendly(issue, words);
    if (!messages.includes(message)) messages.push(message);
  }
  return fieldErrors;
}

/** An AppError's field errors in the request's language (messages, contracts' ids; other text as it is). */
export function localizeFieldErrors(fieldErrors: FieldErrors, words: ErrorLanguage): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(fieldErrors).map(([field, messages]) => [field, messages.map((message) => (typeof message === 'string' ? words.field(message) : words.format(message)))]),
  );
}
