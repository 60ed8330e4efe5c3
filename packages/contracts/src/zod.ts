import { en } from 'zod/locales';
import * as z from 'zod/mini';

/*
 * The zod every schema here is built with, and the apps' own form schemas too: zod/mini, whose
 * functions are tree-shaken (classic zod's methods keep nearly all of it: 27 KB gzip in each
 * remote's first visit), with classic zod's English messages, which mini leaves out (its every
 * message would be "Invalid input"). The API's answers and the forms' messages stay as they were.
 */
z.config(en());

export { z };

/**
 * Classic zod's `z.preprocess`, which zod/mini has not: the same pipe (a transform into the
 * schema), typed as classic zod types it (optional when the schema is).
 */
export function preprocess<B extends z.core.SomeType, I = unknown>(fn: (value: I) => unknown, schema: B): z.core.$ZodPreprocess<B, I> {
  return z.pipe(z.transform(fn), schema as never) as unknown as z.core.$ZodPreprocess<B, I>;
}

/** Classic zod's `context.addIssue(…)` in a transform, which zod/mini's transform context has not. */
export function addIssue(context: z.core.ParsePayload, message: string): void {
  context.issues.push({ code: 'custom', message, input: context.value });
}
