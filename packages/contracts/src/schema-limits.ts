import type { z } from './zod';

/**
 * Finds every string without a maximum length and every list without a maximum size in a zod
 * schema, by path (`body.address.line1`, `response.days[].slots`). The contracts promise a
 * maximum on every string and list; the test beside this file holds every endpoint to it.
 * Not part of the package's public surface.
 */

type Schema = z.core.$ZodType;
interface Def {
  type: string;
  checks?: Array<{ _zod: { def: { check: string } } }>;
  format?: string;
  [key: string]: unknown;
}

/** Formats whose grammar already fixes the length. */
const FIXED_LENGTH_FORMATS = new Set(['uuid', 'guid']);
/** Wrappers that change neither what is accepted nor its length. */
const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional', 'success']);

const defOf = (schema: Schema) => schema._zod.def as unknown as Def;
const hasMaximum = (def: Def) => (def.checks ?? []).some((check) => ['max_length', 'length_equals'].includes(check._zod.def.check));
const boundedString = (def: Def) => hasMaximum(def) || FIXED_LENGTH_FORMATS.has(def.format ?? '');

/** True when every value the schema lets through is a string of bounded length. */
function yieldsBoundedString(schema: Schema): boolean {
  const def = defOf(schema);
  if (def.type === 'string') return boundedString(def);
  if (WRAPPERS.has(def.type)) return yieldsBoundedString(def.innerType as Schema);
  if (def.type === 'pipe') {
    const out = def.out as Schema;
    return yieldsBoundedString(out) || (defOf(out).type === 'string' && yieldsBoundedString(def.in as Schema));
  }
  return false;
}

function walk(schema: Schema, path: string, fedBounded: boolean, seen: Set<Schema>, problems: string[]): void {
  if (seen.has(schema)) return;
  const def = defOf(schema);
  const next = (inner: unknown, at: string, fed = false) => walk(inner as Schema, at, fed, new Set([...seen, schema]), problems);
  switch (def.type) {
    case 'string':
      if (!boundedString(def) && !fedBounded) problems.push(`${path}: a string without a maximum length`);
      return;
    case 'array':
    case 'set':
      if (!hasMaximum(def)) problems.push(`${path}: a list without a maximum size`);
      return next(def.element ?? def.valueType, `${path}[]`);
    case 'object':
      for (const [key, value] of Object.entries(def.shape as Record<string, Schema>)) next(value, `${path}.${key}`);
      if (def.catchall) next(def.catchall, `${path}.*`);
      return;
    case 'record':
    case 'map':
      next(def.keyType, `${path}{key}`);
      return next(def.valueType, `${path}{}`);
    case 'union':
      return (def.options as Schema[]).forEach((option) => next(option, path));
    case 'intersection':
      next(def.left, path);
      return next(def.right, path);
    case 'tuple':
      (def.items as Schema[]).forEach((item, i) => next(item, `${path}[${i}]`));
      if (def.rest) next(def.rest, `${path}[]`);
      return;
    case 'lazy':
      return next((def.getter as () => Schema)(), path);
    case 'pipe':
      // What `out` sees is what `in` produced: a bounded string stays bounded (e.g. `.pipe(z.email())`).
      next(def.in, path, fedBounded);
      return next(def.out, path, yieldsBoundedString(def.in as Schema));
    case 'any':
    case 'unknown':
      problems.push(`${path}: accepts any value`);
      return;
    default:
      if (WRAPPERS.has(def.type)) next(def.innerType, path, fedBounded);
  }
}

export function unboundedPaths(schema: Schema, path = ''): string[] {
  const problems: string[] = [];
  walk(schema, path, false, new Set(), problems);
  return [...new Set(problems)];
}
