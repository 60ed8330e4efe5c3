import type { FastifyReply, FastifyRequest } from 'fastify';
import { readCookie, serializeCookie } from '../../http/cookies';
import type { SessionGrant } from './sessions.service';

export const SESSION_COOKIE = 'hh_session';

export function sessionTokenOf(request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, SESSION_COOKIE);
}

/** HttpOnly, SameSite=Lax, whole site; Secure whenever the browser reached us over HTTPS. */
export function setSessionCookie(request: FastifyRequest, reply: FastifyReply, grant: SessionGrant): void {
  const options = { maxAge: grant.maxAgeSeconds, path: '/', httpOnly: true, secure: request.protocol === 'https', sameSite: 'Lax' as const };
  reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, grant.token, options));
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply): void {
  const options = { maxAge: 0, path: '/', httpOnly: true, secure: request.protocol === 'https', sameSite: 'Lax' as const };
  reply.header('Set-Cookie', serializeCookie(SESSION_COOKIE, '', options));
}
