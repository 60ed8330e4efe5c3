import { fastifyIntegration, init } from '@sentry/node';

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
 * unknown ids are not faults.
 */
export function initServerErrorReporting({ dsn, environment, release }: ServerReportingConfig): boolean {
  if (!dsn) return false;
  init({
    dsn,
    environment: environment || 'production',
    release,
    tracesSampleRate: 1,
    integrations: [fastifyIntegration({ shouldHandleError: (_error, _request, reply) => reply.statusCode >= 500 })],
  });
  return true;
}
