import { z } from './zod';
import { apiEndpoints } from './endpoints';
import { apiErrorBodySchema } from './errors';
import { unboundedPaths } from './schema-limits';

const parts = ['params', 'query', 'body', 'response'] as const;

describe('unboundedPaths', () => {
  it('names strings without a maximum and lists without a maximum, through every kind of schema', () => {
    const schema = z.object({
      name: z.string().check(z.trim(), z.minLength(1)),
      tags: z.array(z.string().check(z.maxLength(10))),
      nested: z.nullable(z.object({ note: z.optional(z.pipe(z.string(), z.transform((text) => text.trim()))) })),
      either: z.union([z.literal('none'), z.object({ code: z.string() })]),
      byKey: z.record(z.string(), z.array(z.string().check(z.maxLength(5))).check(z.maxLength(3))),
      lazy: z.lazy(() => z._default(z.string(), 'x')),
      when: z.iso.datetime(),
    });
    expect(unboundedPaths(schema, 'body')).toEqual([
      'body.name: a string without a maximum length',
      'body.tags: a list without a maximum size',
      'body.nested.note: a string without a maximum length',
      'body.either.code: a string without a maximum length',
      'body.byKey{key}: a string without a maximum length',
      'body.lazy: a string without a maximum length',
      'body.when: a string without a maximum length',
    ]);
  });

  it('accepts bounded strings and lists, fixed formats, and what a bounded string is piped into', () => {
    const schema = z.object({
      id: z.uuid(),
      code: z.string().check(z.length(3)),
      email: z.pipe(z.pipe(z.string().check(z.maxLength(254)), z.email()), z.transform((email) => email.toLowerCase())),
      list: z.array(z.object({ text: z.optional(z.string().check(z.maxLength(10))) })).check(z.minLength(1), z.maxLength(8), z.refine(() => true)),
      count: z.coerce.number().check(z.int()),
      kind: z.enum(['a', 'b']),
    });
    expect(unboundedPaths(schema)).toEqual([]);
  });
});

describe('every contract', () => {
  const schemas = Object.entries(apiEndpoints).flatMap(([group, endpoints]) =>
    Object.entries(endpoints).flatMap(([name, endpoint]) =>
      parts.flatMap((part) => (endpoint[part] ? [{ label: `${group}.${name} ${part}`, schema: endpoint[part] as z.ZodMiniType }] : [])),
    ),
  );

  it('walks the schemas of every endpoint', () => {
    expect(schemas.length).toBeGreaterThan(Object.keys(apiEndpoints).length * 2);
  });

  it('has a maximum on every string and every list (requests, answers and the error body)', () => {
    const problems = [...schemas.flatMap(({ label, schema }) => unboundedPaths(schema, label)), ...unboundedPaths(apiErrorBodySchema, 'error body')];
    expect(problems).toEqual([]);
  });
});
