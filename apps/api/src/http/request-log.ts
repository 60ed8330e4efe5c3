import { redactSecretParams } from '@marketplace/error-reporting/secret-params';
import type { FastifyRequest } from 'fastify';

/**
 * A request as the log shows it: Fastify's own fields, with the URL's secret parameters
 * redacted (an unsubscribe link's `token` is the permission to change someone's email settings;
 * docs/notifications.md, "Unsubscribe links").
 */
export function requestForLog(request: FastifyRequest) {
  return {
    method: request.method,
    url: redactSecretParams(request.url),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
