import { sameOriginTargets, type ReportingConfig } from './config';
import { buffersUncaughtErrors } from './delivery';

const randomHex = (bytes: number) => Array.from(crypto.getRandomValues(new Uint8Array(bytes)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The page's trace begins before the SDK is there: the API calls a page makes while it loads
 * carry `sentry-trace`/`baggage` headers (same origin only) with a trace id chosen now, and the
 * same id is left in `<meta>` tags, where the SDK's page-load span picks it up when it starts.
 * So a page load and the API calls it made form one trace, though the SDK came after them.
 */
export function traceUntilSdkStarts(config: ReportingConfig & { dsn: string }, origin: string): void {
  const traceId = randomHex(16);
  const sentryTrace = `${traceId}-${randomHex(8)}-1`; // sampled: tracesSampleRate is 1
  const baggage = [
    `sentry-trace_id=${traceId}`,
    'sentry-sampled=true',
    'sentry-sample_rate=1',
    `sentry-environment=${encodeURIComponent(config.environment || 'production')}`,
    `sentry-release=${encodeURIComponent(config.release)}`,
    `sentry-public_key=${publicKeyOf(config.dsn)}`,
  ].join(',');
  addMeta('sentry-trace', sentryTrace);
  addMeta('baggage', baggage);

  const targets = sameOriginTargets(origin);
  const originalFetch = window.fetch;
  window.fetch = function fetchWithEarlyTrace(this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    // Once the SDK has started, it wraps fetch itself and sets these headers.
    const request = typeof input === 'string' || input instanceof URL ? undefined : input;
    const url = request ? request.url : String(input);
    if (!buffersUncaughtErrors() || !targets.some((target) => target.test(url))) return originalFetch.call(this, input, init);
    const headers = new Headers(init?.headers ?? request?.headers);
    if (!headers.has('sentry-trace')) {
      headers.set('sentry-trace', sentryTrace);
      headers.set('baggage', baggage);
    }
    return originalFetch.call(this, input, { ...init, headers });
  } as typeof fetch;
}

function publicKeyOf(dsn: string): string {
  try {
    return new URL(dsn).username;
  } catch {
    return ''; // a malformed DSN: the SDK will say so; the page must not break over it
  }
}

function addMeta(name: string, content: string): void {
  const meta = document.createElement('meta');
  meta.name = name;
  meta.content = content;
  document.head.append(meta);
}
