import { CSRF_HEADER, CSRF_HEADER_VALUE } from '@marketplace/contracts';
import type { FastifyInstance } from 'fastify';
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

function header(headers: RequestOrigin['headers'], name: string): string | undefined {
  const value = headers[name];
  return Array.isArray(value) ? value[0] : value;
}

/**
 * Why a state-changing request must be refused as cross-site, or null when it may go on.
 * A browser cannot send our custom header cross-origin without a CORS preflight we never
 * approve, and it always tells us where a request came from in Origin / Sec-Fetch-Site.
 */
export function crossSiteReason(request: RequestOrigin): string | null {
  if (!STATE_CHANGING.has(request.method)) return null;
  if (header(request.headers, CSRF_HEADER) !== CSRF_HEADER_VALUE) return `the ${CSRF_HEADER} header is missing`;
  const fetchSite = header(request.headers, 'sec-fetch-site');
  if (fetchSite !== undefined && fetchSite !== 'same-origin' && fetchSite !== 'none') return `Sec-Fetch-Site is ${fetchSite}`;
  const origin = header(request.headers, 'origin');
  if (origin === undefined) return null;
  if (!URL.canParse(origin)) return 'the Origin is not a URL';
  const url = new URL(origin);
  const originHost = hostWithPort(url.host, url.protocol.replace(':', ''));
  return originHost === hostWithPort(request.host, request.protocol) ? null : `the Origin ${origin} is another site`;
}

/** Refuses cross-site state changes (403 CROSS_SITE_REQUEST) before the body is even read. */
export function registerCsrfProtection(app: FastifyInstance): void {
  app.addHook('onRequest', async (request) => {
    const reason = crossSiteReason({ method: request.method, headers: request.headers, host: request.host, protocol: request.protocol });
    if (reason) {
      request.log.info({ reason }, 'cross-site request refused');
      throw AppError.crossSite();
    }
  });
}
