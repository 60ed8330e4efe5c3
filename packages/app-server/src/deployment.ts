import { isIP } from 'node:net';

/**
 * Which front proxies' X-Forwarded-* headers a server believes (TRUST_PROXY): none, the last
 * `count` hops, or peers at the listed addresses (IPs, CIDR ranges, or proxy-addr's names).
 */
export type ProxyTrust = { kind: 'none' } | { kind: 'hops'; count: number } | { kind: 'addresses'; addresses: string[] };

/** What Fastify's `trustProxy` option takes for a ProxyTrust. */
export type FastifyTrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const TRUST_PROXY_FORMAT =
  'a hop count (e.g. 1) or a comma-separated list of addresses, CIDR ranges (10.0.0.0/8) and loopback, linklocal or uniquelocal';

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address = '', prefix, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (version === 4 ? 32 : 128);
}

/** Parses TRUST_PROXY; unset or empty is `fallback`. Throws a message naming the bad entry. */
export function parseTrustProxy(value: string | undefined, fallback: ProxyTrust = { kind: 'none' }): ProxyTrust {
  const raw = value?.trim() ?? '';
  if (raw === '') return fallback;
  if (/^\d+$/.test(raw)) {
    const count = Number(raw);
    if (count > 100) throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_FORMAT}; ${raw} hops is not a plausible count.`);
    return count === 0 ? { kind: 'none' } : { kind: 'hops', count };
  }
  const addresses = raw.split(',').map((entry) => entry.trim().toLowerCase());
  const bad = addresses.find((entry) => !isAddressOrRange(entry));
  if (bad !== undefined) {
    const hint = bad === 'true' ? ' (trusting every peer would let any client choose its own address)' : '';
    throw new Error(`TRUST_PROXY must be ${TRUST_PROXY_FORMAT}; "${bad || raw}" is neither${hint}.`);
  }
  return { kind: 'addresses', addresses };
}

/**
 * Fastify's own number option trusts nothing since 5.x (it cannot check the immediate peer), so
 * a hop count is expressed as a function: proxy-addr asks about hop 0 (the socket) first.
 */
export function fastifyTrustProxy(trust: ProxyTrust): FastifyTrustProxy {
  if (trust.kind === 'none') return false;
  if (trust.kind === 'addresses') return trust.addresses;
  const { count } = trust;
  return (_address, hop) => hop < count;
}

/** For logs and the start-up line: how TRUST_PROXY was understood. */
export function describeTrustProxy(trust: ProxyTrust): string {
  if (trust.kind === 'none') return 'no proxy trusted';
  if (trust.kind === 'hops') return `trusting ${trust.count} proxy hop${trust.count === 1 ? '' : 's'}`;
  return `trusting proxies at ${trust.addresses.join(', ')}`;
}

/**
 * Parses PUBLIC_URL, the site's origin as browsers address it (`https://shop.example`).
 * Only an origin: a path, query or credentials would mean the site is served under something
 * the servers know nothing about.
 */
export function parsePublicUrl(value: string): string {
  const raw = value.trim();
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (url?.protocol !== 'http:' && url?.protocol !== 'https:') {
    throw new Error(`PUBLIC_URL must be the site's origin as an absolute http(s) URL (e.g. https://shop.example), got "${value}".`);
  }
  if (url.username || url.password || url.pathname !== '/' || url.search || url.hash) {
    throw new Error(`PUBLIC_URL must be an origin only (scheme, host and port: e.g. https://shop.example), got "${value}".`);
  }
  return url.origin;
}
