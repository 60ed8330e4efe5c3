import type { z } from './zod';
import type { endpoints } from './endpoints';
import { routes, type RouteKey } from './routes';

/** The header every app request carries; the API refuses state changes without it (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'handyhub';

type Endpoints = typeof endpoints;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;

/**
 * A query string as the caller writes it: the schema's own fields, each the type it is read as
 * (a coerced `page` is a number, though any value would pass the schema's input type).
 */
type QueryInput<S> = S extends z.ZodMiniType ? ([z.input<S>] extends [never] ? never : { [P in keyof z.input<S>]: unknown extends z.input<S>[P] ? (P extends keyof z.output<S> ? z.output<S>[P] : never) : z.input<S>[P] }) : never;

export type ResponseOf<K extends RouteKey> = z.output<Endpoints[K]['response']>;
export type ParamsOf<K extends RouteKey> = Input<NonNullable<Endpoints[K]['params']>>;
export type QueryOf<K extends RouteKey> = QueryInput<NonNullable<Endpoints[K]['query']>>;
export type BodyOf<K extends RouteKey> = Input<NonNullable<Endpoints[K]['body']>>;

export interface CallOptions<K extends RouteKey> {
  params?: ParamsOf<K>;
  query?: QueryOf<K>;
  body?: BodyOf<K>;
  signal?: AbortSignal;
}

/** An answer other than success, with what the API said (or why there was no answer). */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fieldErrors: Record<string, string[]> = {},
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

export type ApiClient = <K extends RouteKey>(key: K, options?: CallOptions<K>) => Promise<ResponseOf<K>>;

/** `/api/markets/:marketId` + `{ marketId: 'nyc' }` → `/api/markets/nyc`. */
export function buildPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter "${name}" for ${path}`);
    return encodeURIComponent(String(value));
  });
}

/**
 * The browser's caller for the API: same-origin, cookies included, failures thrown as ApiError.
 * It needs no schemas (the server validates what it answers against them), so pages that only
 * read data do not download zod.
 */
export function createApiClient({ baseUrl = '', fetch: fetchFn = (...args) => fetch(...args) }: { baseUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  return async (key, { params, query, body, signal } = {}) => {
    const { method, path } = routes[key];
    const search = new URLSearchParams();
    for (const [name, value] of Object.entries((query ?? {}) as Record<string, unknown>)) if (value !== undefined) search.set(name, String(value));
    const url = `${baseUrl}${buildPath(path, params ?? {})}${search.size ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchFn(url, { method, headers, credentials: 'same-origin', body: body === undefined ? undefined : JSON.stringify(body), signal });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, 'API_UNAVAILABLE', 'We could not reach the service. Check your connection and try again.');
    }
    if (!response.ok) throw await toApiError(response);
    return (response.status === 204 ? null : await response.json()) as never;
  };
}

interface ErrorBody {
  error: { code: string; message: string; fieldErrors?: Record<string, string[]>; retryAfterSeconds?: number };
}

function isErrorBody(value: unknown): value is ErrorBody {
  const error = (value as Partial<ErrorBody> | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

async function toApiError(response: Response): Promise<ApiError> {
  return apiErrorOf(response.status, await response.json().catch(() => null));
}

/** An error answer (status and parsed body, null if it was not JSON) as an ApiError: for callers that do not use fetch (uploads). */
export function apiErrorOf(status: number, body: unknown): ApiError {
  if (isErrorBody(body)) {
    const { code, message, fieldErrors, retryAfterSeconds } = body.error;
    return new ApiError(status, code, message, fieldErrors, retryAfterSeconds);
  }
  const unavailable = status >= 502 && status <= 504;
  return new ApiError(
    status,
    unavailable ? 'API_UNAVAILABLE' : 'INTERNAL',
    unavailable ? 'The service is temporarily unavailable. Please try again.' : 'Something went wrong. Please try again.',
  );
}
