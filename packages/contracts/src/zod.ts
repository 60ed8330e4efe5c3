import { en } from 'zod/locales';
import * as z from 'zod/mini';
import { messageWithValues } from './messages/message-with-values';

/*
 * The zod every schema here is built with, and the apps' own form schemas too: zod/mini, whose
 * functions are tree-shaken (classic zod's methods keep nearly all of it: 27 KB gzip in each
 * remote's first visit), with classic zod's English messages, which mini leaves out (its every
 * message would be "Invalid input"). The API's answers and the forms' messages stay as they were.
 *
 * On a German page (`<html lang="de">`) zod's own messages are German once contracts' German
 * catalogue has brought them (messages/zod-german.ts). zod's configuration is one for the whole
 * page, and every app bundles its own contracts: each copy installs the same chooser, which
 * reads the German messages from a global key, so the copy loaded last changes nothing. The API
 * stays English here and answers in the request's language from the issues (docs/languages.md).
 */
export const germanZodKey = Symbol.for('@marketplace/contracts/zod-german');
const english = en().localeError;
// A page's `<html lang>`; the API (no document) has none.
const pageLanguage = () => (globalThis as { document?: { documentElement: { lang: string } } }).document?.documentElement.lang;

z.config({
  localeError: (issue) => {
    const german = (globalThis as Record<symbol, z.core.$ZodErrorMap | undefined>)[germanZodKey];
    return german && pageLanguage() === 'de' ? german(issue) : english(issue);
  },
});

export { z };

/**
 * Classic zod's `z.preprocess`, which zod/mini has not: the same pipe (a transform into the
 * schema), typed as classic zod types it (optional when the schema is).
 */
export function preprocess<B extends z.core.SomeType, I = unknown>(fn: (value: I) => unknown, schema: B): z.core.$ZodPreprocess<B, I> {
  return z.pipe(z.transform(fn), schema as never) as unknown as z.core.$ZodPreprocess<B, I>;
}

/**
 * Classic zod's `context.addIssue(…)` in a transform, which zod/mini's transform context has not.
 * `params` are the message's values (see messages/issue-message.ts).
 */
export function addIssue(context: z.core.ParsePayload, message: string, params?: Record<string, string | number>): void {
  context.issues.push({ code: 'custom', message: params ? messageWithValues(message, params) : message, input: context.value, ...(params ? { params } : {}) });
}
