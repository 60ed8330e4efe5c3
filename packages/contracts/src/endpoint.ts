import { z } from './zod';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call an endpoint; the API enforces it, the apps only mirror it. An `authenticated`
 * endpoint's handler is given the caller's session (the API answers 401 without one).
 */
export type Access = 'public' | 'authenticated';

/**
 * The rate limits an endpoint can name (apps/api/README.md, "Rate limits"). Each is counted per
 * client address, per signed-in user and per email named, as the API's configuration says: the
 * numbers live there (environment-configurable), the name here.
 */
export type RateLimitPolicy =
  | 'signup'
  | 'emailChange'
  | 'verifyEmail'
  | 'passwordReset'
  | 'waitlist'
  | 'unsubscribe'
  | 'slotSearch'
  | 'hold'
  | 'pictureUpload'
  | 'testCard'
  | 'tip'
  | 'problemWrite'
  | 'phoneCode'
  | 'accountExport'
  | 'csvExport'
  | 'applicationWrite'
  | 'identityCheck';

/**
 * One endpoint of the API, shared by the server (which registers and validates it) and the
 * client (which builds its URL and parses its answer). Paths use `:name` parameters.
 */
export interface Endpoint<
  P extends z.ZodMiniType = z.ZodMiniType,
  Q extends z.ZodMiniType = z.ZodMiniType,
  B extends z.ZodMiniType = z.ZodMiniType,
  R extends z.ZodMiniType = z.ZodMiniType,
  A extends Access = Access,
> {
  method: HttpMethod;
  path: string;
  access: A;
  /**
   * The limit each call is counted against before the API does any work (429 with Retry-After
   * once used up). The API applies it; no handler does.
   */
  rateLimit?: RateLimitPolicy;
  summary: string;
  tags: string[];
  params?: P;
  query?: Q;
  body?: B;
  /**
   * Media types of a non-JSON request body (an upload): the handler reads the body itself and
   * OpenAPI documents the types. Such endpoints are called with `upload`, not through the client.
   */
  consumes?: string[];
  /** The success answer; `z.void()`-like `noContent` for 204. */
  response: R;
  /** 303: the answer sends the browser on (its handler sets Location). */
  status?: 200 | 201 | 202 | 204 | 303;
  /**
   * Media types of a non-JSON answer (an image): the API sends the bytes as they are and
   * documents `response` under each type. Such endpoints are used as URLs, not through the client.
   */
  produces?: string[];
  /**
   * `public`: a successful answer holds only public data (the same for every caller), so
   * browsers and shared caches may keep it: JSON with an ETag, revalidated before each use; bytes
   * (a provider's picture) as long as their handler says. Every other answer, errors included, is
   * `no-store`: the API's answers carry personal data unless the contract says otherwise.
   */
  cache?: 'public';
}

export function endpoint<
  R extends z.ZodMiniType,
  P extends z.ZodMiniType = z.ZodMiniNever,
  Q extends z.ZodMiniType = z.ZodMiniNever,
  B extends z.ZodMiniType = z.ZodMiniNever,
  A extends Access = Access,
>(
  definition: Endpoint<P, Q, B, R, A>,
): Endpoint<P, Q, B, R, A> {
  return definition;
}

/** The body of a 204 answer. */
export const noContent = z.null();

export type Params<E> = E extends Endpoint<infer P, z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, Access> ? z.input<P> : never;
export type Query<E> = E extends Endpoint<z.ZodMiniType, infer Q, z.ZodMiniType, z.ZodMiniType, Access> ? z.input<Q> : never;
export type Body<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, infer B, z.ZodMiniType, Access> ? z.input<B> : never;
export type Result<E> = E extends Endpoint<z.ZodMiniType, z.ZodMiniType, z.ZodMiniType, infer R, Access> ? z.output<R> : never;
