import type { z } from 'zod';
import { apiErrorBodySchema, errorCodes } from './errors';
import { buildPath, type Endpoint } from './endpoint';

/** The header every app request carries; the API refuses state changes without it (CSRF). */
export const CSRF_HEADER = 'x-requested-with';
export const CSRF_HEADER_VALUE = 'handyhub';

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

export interface CallOptions {
  params?: Record<string, string | number>;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  signal?: AbortSignal;
}

export type ApiClient = <E extends Endpoint>(endpoint: E, options?: CallOptions) => Promise<z.output<E['response']>>;

/**
 * A typed caller for the endpoints in this package: same-origin, cookies included, answers
 * parsed with the endpoint's schema, failures thrown as ApiError.
 */
export function createApiClient({ baseUrl = '', fetch: fetchFn = (...args) => fetch(...args) }: { baseUrl?: string; fetch?: typeof fetch } = {}): ApiClient {
  return async <E extends Endpoint>(endpoint: E, { params, query, body, signal }: CallOptions = {}) => {
    const search = new URLSearchParams();
    for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined) search.set(key, String(value));
    const url = `${baseUrl}${buildPath(endpoint.path, params)}${search.size ? `?${search}` : ''}`;
    const headers: Record<string, string> = { Accept: 'application/json', [CSRF_HEADER]: CSRF_HEADER_VALUE };
    if (body !== undefined) headers['Content-Type'] = 'application/json';
    let response: Response;
    try {
      response = await fetchFn(url, {
        method: endpoint.method,
        headers,
        credentials: 'same-origin',
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (cause) {
      if (signal?.aborted) throw cause;
      throw new ApiError(0, errorCodes.unavailable, 'We could not reach the service. Check your connection and try again.');
    }
    if (!response.ok) throw await toApiError(response);
    const data: unknown = response.status === 204 ? null : await response.json();
    return endpoint.response.parse(data) as z.output<E['response']>;
  };
}

async function toApiError(response: Response): Promise<ApiError> {
  const parsed = apiErrorBodySchema.safeParse(await response.json().catch(() => null));
  if (parsed.success) {
    const { code, message, fieldErrors, retryAfterSeconds } = parsed.data.error;
    return new ApiError(response.status, code, message, fieldErrors, retryAfterSeconds);
  }
  const unavailable = response.status >= 502 && response.status <= 504;
  return new ApiError(
    response.status,
    unavailable ? errorCodes.unavailable : errorCodes.internal,
    unavailable ? 'The service is temporarily unavailable. Please try again.' : 'Something went wrong. Please try again.',
  );
}
