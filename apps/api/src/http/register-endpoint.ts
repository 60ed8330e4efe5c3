import { apiErrorBodySchema, type Endpoint, endpoints } from '@marketplace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Deps } from '../deps';
import { clearSessionCookie, sessionTokenOf, setSessionCookie } from '../modules/auth';
import { type AuthContext, resumeSession } from '../modules/auth';
import { recordRefusedAccess } from '../modules/security-events';
import { AppError } from './app-error';
import { type AdmittingHandler, type EndpointContext, type EndpointHandler, runHandler } from './endpoint-handler';
import type { PublicAnswers } from './public-answers/public-answers';
import { answerRevalidation, etagOf } from './revalidation';

export type RegisterEndpoint = <E extends Endpoint, T = never>(endpoint: E, handler: EndpointHandler<E> | AdmittingHandler<E, T>) => void;

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** `auth.login` for the login endpoint: names for OpenAPI operation ids and error messages. */
const endpointNames = new Map<Endpoint, string>(Object.entries(endpoints).map(([name, endpoint]): [Endpoint, string] => [endpoint, name]));

function openApiSecurity(endpoint: Endpoint) {
  const requirement = {
    ...(endpoint.access === 'authenticated' ? { sessionCookie: [] } : {}),
    ...(STATE_CHANGING.has(endpoint.method) ? { csrfHeader: [] } : {}),
  };
  return Object.keys(requirement).length ? [requirement] : undefined;
}

/** JSON by default; an endpoint that `produces` other types (an image) is documented per type. */
function responseSchema(endpoint: Endpoint) {
  if (!endpoint.produces) return endpoint.response;
  const content = Object.fromEntries(endpoint.produces.map((type) => [type, { schema: endpoint.response }]));
  return { description: endpoint.summary, content };
}

/**
 * Only what the contract declares public may be kept by a browser or a shared cache, and only
 * when it succeeded; everything else (personal data, errors) is `no-store`. Set in onSend so a
 * handler cannot forget it, and errors thrown before the handler get it too. Public bytes (a
 * picture) carry their handler's own rules; public JSON gets an ETag and is revalidated (and,
 * with the public answer cache on, is kept in memory with its ETag).
 */
function cacheHeaderHook(endpoint: Endpoint, answers: PublicAnswers | undefined) {
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    if (endpoint.cache !== 'public' || reply.statusCode >= 400) {
      reply.header('Cache-Control', 'no-store');
      return payload;
    }
    if (endpoint.produces) return payload;
    // Written in the reader's language (the lang cookie, else Accept-Language): kept per language.
    reply.header('Vary', 'Accept-Language, Cookie');
    return answerRevalidation(request, reply, payload, answers ? (body) => answers.tag(request, reply, body) : etagOf);
  };
}

/** For the session-protected endpoints: who is calling, or 401. */
async function requireSession(deps: Deps, request: FastifyRequest, reply: FastifyReply): Promise<AuthContext> {
  const token = sessionTokenOf(deps.config, request);
  const { auth, renewal } = await resumeSession(deps, token);
  if (!auth) {
    if (token !== undefined) clearSessionCookie(deps.config, request, reply);
    throw AppError.unauthenticated();
  }
  if (renewal) setSessionCookie(deps.config, request, reply, renewal);
  return auth;
}

/**
 * Registers endpoints straight from their contract: the same zod schemas validate the request,
 * serialize (and check) the answer, and document it in OpenAPI. `access` decides whether a
 * session is required (the handler is given it), `rateLimit` what each call is counted
 * against; finer rights are the use cases' policies.
 */
export function createEndpointRegistrar(app: FastifyInstance, deps: Deps, publicAnswers?: PublicAnswers) {
  const registered = new Set<Endpoint>();
  const register: RegisterEndpoint = (endpoint, handler) => {
    const name = endpointNames.get(endpoint);
    if (!name) throw new Error(`${endpoint.method} ${endpoint.path} is not in apiEndpoints.`);
    if (endpoint.cache === 'public' && endpoint.access !== 'public') throw new Error(`${name} needs a session, so its answers cannot be cached publicly.`);
    if (endpoint.cache === 'public' && endpoint.method !== 'GET') throw new Error(`${name}: only GET answers can be cached.`);
    if (typeof handler !== 'function' && !endpoint.rateLimit) throw new Error(`${name}: only a rate-limited endpoint admits before its handler.`);
    const status = endpoint.status ?? 200;
    const schema: FastifySchema & Record<string, unknown> = {
      operationId: name,
      summary: endpoint.summary,
      tags: endpoint.tags,
      ...(endpoint.params ? { params: endpoint.params } : {}),
      ...(endpoint.query ? { querystring: endpoint.query } : {}),
      ...(endpoint.body ? { body: endpoint.body } : {}),
      ...(endpoint.consumes ? { consumes: endpoint.consumes } : {}),
      // Every error has the same documented body (see error-handler.ts).
      response: { [status]: responseSchema(endpoint), '4xx': apiErrorBodySchema, '5xx': apiErrorBodySchema },
      ...(openApiSecurity(endpoint) ? { security: openApiSecurity(endpoint) } : {}),
    };
    app.withTypeProvider<ZodTypeProvider>().route({
      method: endpoint.method,
      url: endpoint.path,
      schema,
      // Public JSON answers from memory (when on): after the app's own onRequest hooks, before
      // parsing, validation and the handler.
      ...(publicAnswers && endpoint.cache === 'public' && !endpoint.produces ? { onRequest: publicAnswers.serveStoredFor(name, endpoint) } : {}),
      onSend: cacheHeaderHook(endpoint, endpoint.cache === 'public' && !endpoint.produces ? publicAnswers : undefined),
      handler: async (request, reply) => {
        let auth: AuthContext | null = null;
        try {
          auth = endpoint.access === 'authenticated' ? await requireSession(deps, request, reply) : null;
          const context = { params: request.params, query: request.query, body: request.body, auth, user: auth?.user ?? null, request, reply };
          const result = await runHandler(deps, endpoint, handler, context as EndpointContext<typeof endpoint>);
          if (result === reply) return reply;
          reply.code(status);
          return status === 204 ? reply.send() : result;
        } catch (error) {
          // A 401/403 of a session-protected endpoint may go to the security log (one counted
          // row a minute; no cookie at all is no event); the error handler still answers it.
          if (endpoint.access === 'authenticated') {
            const refused = { endpoint: name, method: request.method, path: request.url, address: request.ip, auth, hadSessionCookie: sessionTokenOf(deps.config, request) !== undefined };
            await recordRefusedAccess(deps, refused, error);
          }
          throw error;
        }
      },
    });
    registered.add(endpoint);
  };
  const assertComplete = () => {
    const missing = [...endpointNames].filter(([endpoint]) => !registered.has(endpoint)).map(([, name]) => name);
    if (missing.length) throw new Error(`Endpoints in the contract without a handler: ${missing.join(', ')}`);
  };
  return { register, assertComplete };
}
