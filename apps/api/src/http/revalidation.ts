import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Public JSON (markets, their services, providers' public profiles) may be kept by browsers and
 * shared caches but must be checked before each use: prices and profiles change whenever a
 * manager or provider saves, and a customer must not be shown yesterday's price. The check is
 * cheap: the ETag names the answer, so an unchanged one costs a 304 with no body.
 */
export const PUBLIC_JSON_CACHE_CONTROL = 'public, no-cache';

/**
 * Weak: the same JSON compressed by brotli or by gzip is byte-for-byte different, yet the same
 * answer (a strong ETag would have to change with the encoding).
 */
export function etagOf(body: string | Buffer): string {
  return `W/"${createHash('sha256').update(body).digest('base64url').slice(0, 22)}"`;
}

/** RFC 9110's weak comparison for If-None-Match: `*`, or any listed tag with the same opaque value. */
export function noneMatch(header: string | undefined, etag: string): boolean {
  if (header === undefined) return true;
  if (header.trim() === '*') return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return !header.split(',').some((tag) => opaque(tag) === opaque(etag));
}

/**
 * For a successful public JSON answer (in onSend, before compression): tag it, say how it may be
 * cached, and answer 304 with no body when the client already holds this version. `tagOf` names
 * the answer (the public answer cache knows the tag of one it kept).
 */
export function answerRevalidation(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  tagOf: (payload: string | Buffer) => string = etagOf,
): unknown {
  if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) return payload;
  const etag = tagOf(payload);
  reply.header('ETag', etag).header('Cache-Control', PUBLIC_JSON_CACHE_CONTROL);
  if (noneMatch(request.headers['if-none-match'], etag)) return payload;
  reply.code(304).removeHeader('Content-Type').removeHeader('Content-Length');
  return '';
}
