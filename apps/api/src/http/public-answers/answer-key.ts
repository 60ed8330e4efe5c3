import type { IncomingHttpHeaders } from 'node:http';
import type { z } from '@marketplace/contracts/zod';
import { readerLanguage } from '../../i18n/reader-language';

/** JSON with every object's keys sorted: the same data gives the same text whatever its order. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([key, item]) => `${JSON.stringify(key)}:${stableJson(item)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

/**
 * Where an answer is kept: its endpoint, its validated, normalised params and query, and the
 * language it is written in (a service's name is the reader's, docs/languages.md).
 */
export function answerKey(endpointName: string, params: unknown, query: unknown, language = 'en'): string {
  return `${endpointName} ${language} ${stableJson({ params, query })}`;
}

/**
 * The key of a request to a public endpoint, from its params and query as the endpoint's own
 * schemas read them (normalised, defaults filled in, unknown parameters dropped), or undefined
 * when they do not validate (such a request is answered 400/404, never kept). So `?a=1&b=2` and
 * `?b=2&a=1&junk=x` are one entry, and made-up parameters cannot fill the memory.
 */
export function publicAnswerKey(
  endpointName: string,
  schemas: { params?: z.ZodMiniType; query?: z.ZodMiniType },
  request: { params: unknown; query: unknown; headers: IncomingHttpHeaders },
): string | undefined {
  const params = schemas.params ? schemas.params.safeParse(request.params) : { success: true as const, data: {} };
  const query = schemas.query ? schemas.query.safeParse(request.query) : { success: true as const, data: {} };
  if (!params.success || !query.success) return undefined;
  return answerKey(endpointName, params.data, query.data, readerLanguage(request));
}
