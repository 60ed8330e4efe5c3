// Loaded first by server.ts: error reporting must be set up before Fastify and the HTTP
// modules are loaded, so that incoming requests are traced (continuing the browser's trace).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { initServerErrorReporting } from '@marketplace/error-reporting/node';

function release(): string {
  const explicit = process.env.SENTRY_RELEASE || process.env.RELEASE;
  if (explicit) return explicit;
  const { version } = JSON.parse(readFileSync(path.join(__dirname, '../package.json'), 'utf8')) as { version: string };
  return `api@${version}`;
}

export const errorReportingEnabled = initServerErrorReporting({
  dsn: process.env.SENTRY_DSN,
  environment: process.env.SENTRY_ENVIRONMENT,
  release: release(),
});
