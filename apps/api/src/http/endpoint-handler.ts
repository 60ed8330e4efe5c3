import type { Endpoint, SessionUser } from '@marketplace/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { z } from '@marketplace/contracts/zod';
import type { Deps } from '../deps';
import type { AuthContext } from '../modules/auth';
import { limitRequest } from '../modules/rate-limits';

type Parsed<S> = [NonNullable<S>] extends [z.ZodMiniType] ? z.output<NonNullable<S>> : undefined;
type Authenticated<E extends Endpoint, T> = E['access'] extends 'authenticated' ? T : null;

export interface EndpointContext<E extends Endpoint> {
  params: Parsed<E['params']>;
  query: Parsed<E['query']>;
  body: Parsed<E['body']>;
  /** The caller's session on an `authenticated` endpoint (401 before the handler without one); null on a public one. */
  auth: Authenticated<E, AuthContext>;
  /** `auth.user`: who is calling. */
  user: Authenticated<E, SessionUser>;
  request: FastifyRequest;
  reply: FastifyReply;
}

type Answer<E extends Endpoint> = Promise<z.output<E['response']> | FastifyReply>;

export type EndpointHandler<E extends Endpoint> = (context: EndpointContext<E>) => Answer<E>;

/**
 * For a rate-limited endpoint whose refusals must cost the caller nothing: `admit` decides
 * whether the request may go on at all (rights, the state of what it acts on), then the call is
 * counted against the limit, then `handle` does the work with what `admit` found.
 */
export interface AdmittingHandler<E extends Endpoint, T> {
  admit: (context: EndpointContext<E>) => Promise<T>;
  handle: (context: EndpointContext<E>, admitted: T) => Answer<E>;
}

/** The email a request names (sign-up, a reset, a new address): limits count per email too. */
function emailNamedIn(body: unknown): string | null {
  const email = (body as { email?: unknown } | null | undefined)?.email;
  return typeof email === 'string' ? email : null;
}

async function limit<E extends Endpoint>(deps: Deps, endpoint: E, { request, auth }: EndpointContext<E>): Promise<void> {
  if (endpoint.rateLimit) await limitRequest(deps, endpoint.rateLimit, { address: request.ip, user: auth?.user ?? null, namedEmail: emailNamedIn(request.body) });
}

/** The endpoint's rate limit is counted before any work: after `admit` when the handler has one. */
export async function runHandler<E extends Endpoint, T>(deps: Deps, endpoint: E, handler: EndpointHandler<E> | AdmittingHandler<E, T>, context: EndpointContext<E>) {
  if (typeof handler === 'function') {
    await limit(deps, endpoint, context);
    return handler(context);
  }
  const admitted = await handler.admit(context);
  await limit(deps, endpoint, context);
  return handler.handle(context, admitted);
}
