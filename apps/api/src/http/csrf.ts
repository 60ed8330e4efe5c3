import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts';
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { recordRefusal } from '../modules/security-events';
import { AppError } from './app-error';
import { ONE_CLICK_PATHS } from './one-click-form';

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

/** Why a request was refused: `kind` from a fixed set (the security log counts by it), `reason` in words. */
export interface CrossSiteRefusal {
  kind: 'csrf-header' | 'fetch-site' | 'origin';
  reason: string;
}

/**
 * Why a state-changing request must be refused as cross-site, or null when it may go on.
 * A browser cannot send our custom header cross-origin without a CORS preflight we never
 * approve, and it always tells us where a request came from in Origin / Sec-Fetch-Site.
 * The Origin must be `publicUrl` when the site's origin is configured; otherwise (development)
 * the host the browser addressed, so localhost and 127.0.0.1 both work.
 */
export function crossSiteRefusal(request: RequestOrigin, publicUrl?: string): CrossSiteRefusal | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (header(request.headers, CSRF_HEADER) !== CSRF_HEADER_VALUE) return { kind: 'csrf-header', reason: `the ${CSRF_HEADER} header is missing` };
  const fetchSite = header(request.headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return { kind: 'fetch-site', reason: `Sec-Fetch-Site is ${fetchSite.slice(0, 40)}` };
  const origin = header(request.headers, 'origin');
  if (origin === undefined) return null;
  if (!URL.canParse(origin)) return { kind: 'origin', reason: 'the Origin is not a URL' };
  const url = new URL(origin);
  const sameOrigin = publicUrl
    ? fullOrigin(url) === fullOrigin(new URL(publicUrl))
    : hostWithPort(url.host, url.protocol.replace(':', '')) === hostWithPort(request.host, request.protocol);
  return sameOrigin ? null : { kind: 'origin', reason: `the Origin ${origin.slice(0, 200)} is not ${publicUrl ?? 'the addressed host'}` };
}

/** The refusal's reason in words, or null when the request may go on. */
export function crossSiteReason(request: RequestOrigin, publicUrl?: string): string | null {
  return crossSiteRefusal(request, publicUrl)?.reason ?? null;
}

/**
 * Refuses cross-site state changes (403 CROSS_SITE_REQUEST) before the body is even read, and
 * writes the refusals to the security log: one row per minute per address, route and kind of
 * reason, with a count (the Origin and the path are the sender's to vary, so neither is a key).
 */
export function registerCsrfProtection(app: FastifyInstance, deps: Deps): void {
  app.addHook('onRequest', async (request) => {
    // RFC 8058: a mail provider posts the one-click unsubscribe from its own servers, with no
    // header of ours; the signed token in its URL is the permission, and it can only turn mail off.
    if (request.method === 'POST' && ONE_CLICK_PATHS.has(request.routeOptions.url ?? '')) return;
    const origin = { method: request.method, headers: request.headers, host: request.host, protocol: request.protocol };
    const refusal = crossSiteRefusal(origin, deps.config.publicUrl);
    if (!refusal) return;
    const { reason } = refusal;
    request.log.info({ reason }, 'cross-site request refused');
    const detail = { reason, method: request.method, path: request.url.split('?')[0]!.slice(0, 200) };
    const endpoint = `${request.method} ${request.routeOptions.url ?? '(no such route)'}`;
    await recordRefusal(deps, { type: 'cross_site_refused', address: request.ip, endpoint, reason: refusal.kind, detail });
    throw AppError.crossSite();
  });
}
