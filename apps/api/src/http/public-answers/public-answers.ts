import type { Endpoint } from '@marketplace/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { DatabaseHandle } from '../../db/database';
import { PUBLIC_DATA_CHANNEL } from '../../db/migrations/0018-public-data-changes';
import { etagOf } from '../revalidation';
import { AnswerCache } from './answer-cache';
import { publicAnswerKey } from './answer-key';

/** Short enough that a change missed in some unforeseen way shows within half a minute. */
export const PUBLIC_ANSWER_TTL_MS = 30_000;
/** Four kinds of answer per market and provider: a few hundred in practice, a bound for URLs made up. */
export const PUBLIC_ANSWER_MAX_ENTRIES = 1_000;

const byApp = new WeakMap<FastifyInstance, PublicAnswers>();

/** The app's public answer cache, if it has one (tests look at it). */
export const publicAnswersOf = (app: FastifyInstance): PublicAnswers | undefined => byApp.get(app);

export interface PublicAnswers {
  cache: AnswerCache;
  /** The route onRequest hook of a public JSON endpoint (`name` in the contract): answers from memory when it can. */
  serveStoredFor(name: string, endpoint: Endpoint): (request: FastifyRequest, reply: FastifyReply) => Promise<FastifyReply | undefined>;
  /**
   * The ETag of a 200 answer about to be sent (onSend, before compression): the stored one when
   * it came from memory; otherwise computed, and the answer kept if nothing changed meanwhile.
   */
  tag(request: FastifyRequest, reply: FastifyReply, payload: string | Buffer): string;
}

/**
 * Answers of the `cache: 'public'` JSON endpoints from memory, per API process (each listens for
 * itself). The database announces every change to the tables they read (migration 0018); an
 * announcement clears the memory. Not listening (connection failed or dropped): every request
 * reads the database as without the cache, until listening again. Keyed by the endpoint and
 * its validated params and query (answer-key.ts), not the raw URL: these answers depend on
 * nothing else (no session, no language, no host), and junk in a URL cannot fill the memory.
 */
export function registerPublicAnswers(app: FastifyInstance, database: DatabaseHandle): PublicAnswers {
  const cache = new AnswerCache({ ttlMs: PUBLIC_ANSWER_TTL_MS, maxEntries: PUBLIC_ANSWER_MAX_ENTRIES });
  // Per request: its key, the ETag of an answer served from memory, or the generation a computed one began in.
  const keys = new WeakMap<FastifyRequest, string>();
  const servedEtags = new WeakMap<FastifyRequest, string>();
  const generations = new WeakMap<FastifyRequest, number>();
  let lossLogged = false;

  const listening = database.listen(PUBLIC_DATA_CHANNEL, {
    onListening: () => {
      cache.setListening(true);
      if (lossLogged) app.log.info('public answer cache: listening for changes again');
      lossLogged = false;
    },
    onNotification: () => cache.changed(),
    onLost: (error) => {
      cache.setListening(false);
      if (!lossLogged) app.log.warn({ err: error }, 'public answer cache bypassed: not listening for database changes (retrying)');
      lossLogged = true;
    },
  });
  app.addHook('onClose', () => listening.stop());

  const answers: PublicAnswers = {
    cache,
    serveStoredFor: (name, endpoint) => async (request, reply) => {
      if (request.method !== 'GET') return undefined;
      // Validated here (onRequest runs before Fastify's own validation); an invalid request is never kept.
      const key = publicAnswerKey(name, endpoint, request);
      if (key === undefined) return undefined;
      keys.set(request, key);
      const stored = cache.get(key);
      if (!stored) {
        generations.set(request, cache.begin());
        return undefined;
      }
      servedEtags.set(request, stored.etag);
      // A string with a JSON content type goes out as it is (no serializer); onSend hooks run.
      return reply.code(200).header('Content-Type', stored.contentType).send(stored.body);
    },
    tag: (request, reply, payload) => {
      const served = servedEtags.get(request);
      if (served) return served;
      const etag = etagOf(payload);
      const begunIn = generations.get(request);
      const key = keys.get(request);
      const contentType = reply.getHeader('content-type');
      if (begunIn !== undefined && key !== undefined && typeof payload === 'string' && typeof contentType === 'string') {
        cache.store(key, begunIn, { body: payload, etag, contentType });
      }
      return etag;
    },
  };
  byApp.set(app, answers);
  return answers;
}
