import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../../config';
import { readCookie, serializeCookie } from '../../http/cookies';
import type { SessionGrant } from './sessions.service';

type CookieConfig = Pick<AppConfig, 'publicUrl'>;

const BASE_NAME = 'hh_session';

function httpsSite(config: CookieConfig): boolean {
  return config.publicUrl?.startsWith('https:') ?? false;
}

/**
 * `__Host-hh_session` on an https site: the browser then keeps the cookie only if it is Secure,
 * Path=/ and has no Domain, so neither a sibling subdomain nor a plain-http page can plant or
 * overwrite it. The API reads only the name its configuration gives.
 */
export function sessionCookieName(config: CookieConfig): string {
  return httpsSite(config) ? `__Host-${BASE_NAME}` : BASE_NAME;
}

/** With PUBLIC_URL set, its scheme decides; without, whether this request arrived over https. */
export function secure(config: CookieConfig, request: FastifyRequest): boolean {
  return config.publicUrl ? httpsSite(config) : request.protocol === 'https';
}

export function sessionTokenOf(config: CookieConfig, request: FastifyRequest): string | undefined {
  return readCookie(request.headers.cookie, sessionCookieName(config));
}

/** HttpOnly, SameSite=Lax, whole site, no Domain. */
export function setSessionCookie(config: CookieConfig, request: FastifyRequest, reply: FastifyReply, grant: SessionGrant): void {
  const options = { maxAge: grant.maxAgeSeconds, path: '/', httpOnly: true, secure: secure(config, request), sameSite: 'Lax' as const };
  reply.header('Set-Cookie', serializeCookie(sessionCookieName(config), grant.token, options));
}

export function clearSessionCookie(config: CookieConfig, request: FastifyRequest, reply: FastifyReply): void {
  const options = { maxAge: 0, path: '/', httpOnly: true, secure: secure(config, request), sameSite: 'Lax' as const };
  reply.header('Set-Cookie', serializeCookie(sessionCookieName(config), '', options));
}
