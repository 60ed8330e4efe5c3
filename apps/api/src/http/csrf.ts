import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { recordSecurityEvent } from '../modules/security-events/security-events.service';
import { AppError } from './app-error';

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface RequestOrigin {
  method: string;
  headers: Record<string, string | string[] | undefined>;
  /** The host the browser addressed (X-Forwarded-Host from a trusted proxy, else Host). */
  host: string;
  protocol: 'http' | 'https';
}

function hostWithPort(host: string, protocol: string): string {
  const lower = host.toLowerCase();
  if (/:\d+$/.test(lower) && !lower.endsWith(']')) return lower;
  return `${lower}:${protocol === 'https' ? 443 : 80}`;
}

/** `https://shop.example` as `https://shop.example:443`, so default ports compare equal. */
function fullOrigin(url: URL): string {
  const protocol = url.protocol.replace(':', '');
  return `${protocol}://${hostWithPort(url.host, protocol)}`;
}

function header(headers: RequestOrigin['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a state-changing request must be refused as cross-site, or null when it may go on.
 * A browser cannot send our custom header cross-origin without a CORS preflight we never
 * approve, and it always tells us where a request came from in Origin / Sec-Fetch-Site.
 * The Origin must be `publicUrl` when the site's origin is configured; otherwise (development)
 * the host the browser addressed, so localhost and 127.0.0.1 both work.
 */
export function crossSiteReason(request: RequestOrigin, publicUrl?: string): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (header(request.headers, CSRF_HEADER) !== CSRF_HEADER_VALUE) return `the ${CSRF_HEADER} header is missing`;
  const fetchSite = header(request.headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `Sec-Fetch-Site is ${fetchSite}`;
  const origin = header(request.headers, 'origin');
  if (origin === undefined) return null;
  if (!URL.canParse(origin)) return 'the Origin is not a URL';
  const url = new URL(origin);
  const sameOrigin = publicUrl
    ? fullOrigin(url) === fullOrigin(new URL(publicUrl))
    : hostWithPort(url.host, url.protocol.replace(':', '')) === hostWithPort(request.host, request.protocol);
  return sameOrigin ? null : `the Origin ${origin.slice(0, 200)} is not ${publicUrl ?? 'the addressed host'}`;
}

/**
 * Refuses cross-site state changes (403 CROSS_SITE_REQUEST) before the body is even read, and
 * writes each refusal to the security log.
 */
export function registerCsrfProtection(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (request) => {
    const origin = { method: request.method, headers: request.headers, host: request.host, protocol: request.protocol };
    const reason = crossSiteReason(origin, deps.config.publicUrl);
    if (!reason) return;
    request.log.info({ reason }, 'cross-site request refused');
    const detail = { reason, method: request.method, path: request.url.split('?')[0]!.slice(0, 200) };
    await recordSecurityEvent(deps, { type: 'cross_site_refused', address: request.ip, detail });
    throw AppError.crossSite();
  });
}
