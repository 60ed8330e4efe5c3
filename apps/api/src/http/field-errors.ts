import type { FastifySchemaValidationError } from 'fastify';

const WRONG_TYPE = /^Invalid input: expected (\w+), received (\w+)$/;
const article = (word: string) => (/^[aeiou]/.test(word) ? `an ${word}` : `a ${word}`);

/** `/address/postalCode` → `address.postalCode`; the root of a part is named after the part. */
function fieldPath(instancePath: string, context: string | undefined): string {
  const path = instancePath.split('/').filter(Boolean).join('.');
  return path || (context === 'querystring' ? 'query' : (context ?? 'body'));
}

/** Zod's generic type messages in words a form can show; the schemas' own messages stay. */
function friendly(message: string | undefined): string {
  const wrongType = message && WRONG_TYPE.exec(message);
  if (!wrongType) return message || 'Not valid';
  return wrongType[2] === 'undefined' ? 'This field is required' : `Must be ${article(wrongType[1]!)}`;
}

/** Zod issues (as the type provider reports them) grouped by field path. */
export function toFieldErrors(issues: FastifySchemaValidationError[], context?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of issues) {
    const key = fieldPath(issue.instancePath, context);
    const messages = (fieldErrors[key] ??= []);
    const message = friendly(issue.message);
    if (!messages.includes(message)) messages.push(message);
  }
  return fieldErrors;
}
