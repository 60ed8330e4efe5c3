import { fastifyIntegration, flush, httpIntegration, init } from '@sentry/node';
import { withoutSecrets } from '../secret-params';
import { withoutRequestBody } from './request-bodies';

export { withoutRequestBody } from './request-bodies';

export interface ServerReportingConfig {
  /** Empty or missing: reporting is off. */
  dsn?: string;
  environment?: string;
  release: string;
}

/**
 * Error reporting for a Node server (the API). Must run before the server's modules are
 * imported (`node --import`), so that incoming requests are traced and continue the browser's
 * trace from its `sentry-trace` / `baggage` headers: a page load and its API calls form one
 * trace. Only what the server answers with a 5xx is reported: bad input, missing rights or
 * unknown ids are not faults. Request bodies are neither read nor sent (see request-bodies.ts).
 */
export function initServerErrorReporting({ dsn, environment, release }: ServerReportingConfig): boolean {
  if (!dsn) return false;
  init({
    dsn,
    environment: environment || 'production',
    release,
    tracesSampleRate: 1,
    integrations: [
      // Replaces the default http integration, which keeps up to 10 kB of every request body.
      httpIntegration({ maxRequestBodySize: 'none' }),
      fastifyIntegration({ shouldHandleError: (_error, _request, reply) => reply.statusCode >= 500 }),
    ],
    // Also for events built elsewhere (a body set on the scope by hand): belt and braces. Spans
    // (streamed, so beforeSendTransaction would not run) carry no bodies, but URLs: an
    // unsubscribe link's token is redacted from events, breadcrumbs and spans alike.
    beforeSend: (event) => withoutSecrets(withoutRequestBody(event)),
    beforeBreadcrumb: (breadcrumb) => withoutSecrets(breadcrumb),
    beforeSendSpan: (span) => withoutSecrets(span),
  });
  return true;
}

/** Sends what is queued (before a process exits): true when everything went out in time. */
export function flushServerErrorReports(timeoutMs = 2000): Promise<boolean> {
  return flush(timeoutMs);
}
