import type { Writable } from 'node:stream';
import { fastifyTrustProxy } from '@marketplace/app-server/deployment';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { registerCsrfProtection } from './http/csrf';
import { answerRouterError, registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { createEndpointRegistrar } from './http/register-endpoint';
import { authRoutes } from './modules/auth/auth.routes';
import { bookingRoutes } from './modules/booking/booking.routes';
import { healthRoutes } from './modules/health/health.routes';
import { jobRoutes } from './modules/jobs/jobs.routes';
import { marketRoutes } from './modules/markets/markets.routes';
import { pictureFormLimits } from './modules/provider-profile/picture-form';
import { providerProfileRoutes } from './modules/provider-profile/provider-profile.routes';
import { providerRoutes } from './modules/providers/providers.routes';
import { securityEventRoutes } from './modules/security-events/security-events.routes';
import { waitlistRoutes } from './modules/waitlist/waitlist.routes';

/** The API: every endpoint of the contract, over the given database. Does not listen. */
export async function buildApp(config: AppConfig, database: DatabaseHandle, options: { logStream?: Writable; now?: () => Date } = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON only: anything else is refused as a malformed request (400).
  app.removeContentTypeParser('text/plain');
  const deps: Deps = { db: database.db, databaseKind: database.kind, config, now: options.now ?? (() => new Date()) };
  registerErrorHandling(app);
  // Uploads only (the picture): multipart ignores bodyLimit, so every limit is set here and
  // again per request. JSON endpoints given a multipart body refuse it (their body schema fails).
  await app.register(multipart, { limits: pictureFormLimits(config.pictures.maxBytes), throwFileSizeLimit: false });
  registerCsrfProtection(app, deps);
  await registerOpenApi(app, config);

  const { register, assertComplete } = createEndpointRegistrar(app, deps);
  healthRoutes(register, deps);
  authRoutes(register, deps);
  marketRoutes(register, deps);
  providerRoutes(register, deps);
  providerProfileRoutes(register, deps);
  waitlistRoutes(register, deps);
  bookingRoutes(register, deps);
  jobRoutes(register, deps);
  securityEventRoutes(register, deps);
  assertComplete();
  return app;
}
