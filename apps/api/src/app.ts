import type { Writable } from 'node:stream';
import { fastifyTrustProxy } from '@marketplace/app-server/deployment';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { paymentMethodRoutes, jobPaymentRoutes, startPaymentWorkers } from './modules/payments';
import { invoiceRoutes } from './modules/invoices';
import { refundRoutes } from './modules/refunds';
import { providerPaymentRoutes, runPayoutBatch, startPayoutWorkers } from './modules/payouts';
import { notificationRoutes, notificationQueueSettings, startNotificationWorkers } from './modules/notifications';
import { createDeps, type Deps } from './deps';
import { registerCompression } from './http/compression';
import { registerCsrfProtection } from './http/csrf';
import { registerOneClickFormParser } from './http/one-click-form';
import { requestForLog } from './http/request-log';
import { answerRouterError, registerErrorHandling } from './http/error-handler';
import { registerOpenApi } from './http/openapi';
import { registerPublicAnswers } from './http/public-answers/public-answers';
import { createEndpointRegistrar } from './http/register-endpoint';
import { accountRoutes } from './modules/account';
import { authRoutes, recoveryRoutes, limitPasswordHashing } from './modules/auth';
import { bookingRoutes } from './modules/booking';
import { healthRoutes } from './modules/health';
import { startJobWorkers, jobRoutes } from './modules/jobs';
import { providerReviewRoutes } from './modules/provider-review';
import { rosterRoutes } from './modules/roster';
import { jobDeskRoutes } from './modules/job-desk';
import { marketRoutes } from './modules/markets';
import { adminCatalogueRoutes } from './modules/admin-catalogue';
import { marketInsightsRoutes } from './modules/market-insights';
import { marketJobRoutes } from './modules/market-jobs';
import { pictureFormLimits, providerProfileRoutes } from './modules/provider-profile';
import { providerJobRoutes } from './modules/provider-jobs';
import { providerApplicationRoutes } from './modules/provider-applications';
import { providerRoutes } from './modules/providers';
import { type RunningQueue, startQueue } from './modules/queue';
import { executorFor } from './modules/queue';
import { securityEventRoutes, startSecurityLogWorkers } from './modules/security-events';
import { adminUserRoutes } from './modules/admin-users';
import { waitlistRoutes } from './modules/waitlist';
import { favouriteRoutes } from './modules/favourites';
import { tipRoutes } from './modules/tips';
import { jobPhotoRoutes } from './modules/job-photos';
import { problemRoutes } from './modules/problems';
import { planRoutes, startPlanWorkers } from './modules/plans';
import { conversationRoutes, startConversationWorkers } from './modules/conversations';
import { warnAboutDemoAccounts } from './seed/demo-accounts-warning';
import { createTestClock } from './test-clock/test-clock';
import { registerTestClockRoutes } from './test-clock/test-clock.routes';

export interface BuildOptions {
  logStream?: Writable;
  now?: () => Date;
  /** How the app waits (a slowed login); tests record the waits instead. */
  pause?: (ms: number) => Promise<void>;
  /** A queue the caller started (and stops); by default the app starts its own and stops it on close. */
  queue?: RunningQueue;
}

/** Starts pg-boss over the API's database: this process sends; with `worker`, it also handles. */
export function startApiQueue(config: AppConfig, database: DatabaseHandle, onError: (error: Error) => void, worker = config.worker): Promise<RunningQueue> {
  return startQueue({ db: executorFor(database), pollingIntervalSeconds: config.queuePollingSeconds, worker, onError, queues: notificationQueueSettings(config) });
}

/**
 * The API: every endpoint of the contract, over the given database. Does not listen. With
 * `config.worker` it also runs the queue's workers (response windows) in this process.
 */
export async function buildApp(config: AppConfig, database: DatabaseHandle, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
      serializers: { req: requestForLog },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    trustProxy: fastifyTrustProxy(config.trustProxy),
    bodyLimit: config.bodyLimitBytes,
    frameworkErrors: answerRouterError,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Bodies are JSON only: anything else is refused as a malformed request (400), but the one
  // form a mail provider posts (RFC 8058 one-click unsubscribe).
  app.removeContentTypeParser('text/plain');
  registerOneClickFormParser(app);
  // TEST_CLOCK_START (config.ts) wins over any other clock: the e2e harness moves it.
  const testClock = config.testClockStart ? createTestClock(config.testClockStart) : undefined;
  const now = testClock?.now ?? options.now ?? (() => new Date());
  const queue = options.queue ?? (await startApiQueue(config, database, (error) => app.log.error({ err: error }, 'job queue error'), config.worker));
  if (!options.queue) app.addHook('onClose', () => queue.stop());
  const deps: Deps = createDeps({ db: database.db, databaseKind: database.kind, config, now, queue, ...(options.pause ? { pause: options.pause } : {}) });
  limitPasswordHashing(config.passwordHashGate);
  registerErrorHandling(app);
  await registerCompression(app);
  // Uploads only (the picture): multipart ignores bodyLimit, so every limit is set here and
  // again per request. JSON endpoints given a multipart body refuse it (their body schema fails).
  await app.register(multipart, { limits: pictureFormLimits(config.pictures.maxBytes), throwFileSizeLimit: false });
  registerCsrfProtection(app, deps);
  await registerOpenApi(app, config);

  // After every app-wide hook: a stored answer is served from the route's own onRequest hook.
  const publicAnswers = config.publicAnswerCache ? registerPublicAnswers(app, database) : undefined;
  const { register, assertComplete } = createEndpointRegistrar(app, deps, publicAnswers);
  healthRoutes(register, deps);
  authRoutes(register, deps);
  recoveryRoutes(register, deps);
  accountRoutes(register, deps);
  marketRoutes(register, deps);
  adminCatalogueRoutes(register, deps);
  providerRoutes(register, deps);
  providerProfileRoutes(register, deps);
  waitlistRoutes(register, deps);
  bookingRoutes(register, deps);
  jobRoutes(register, deps);
  securityEventRoutes(register, deps);
  adminUserRoutes(register, deps);
  providerJobRoutes(register, deps);
  providerApplicationRoutes(register, deps);
  jobDeskRoutes(register, deps);
  marketInsightsRoutes(register, deps);
  marketJobRoutes(register, deps);
  providerReviewRoutes(register, deps);
  rosterRoutes(register, deps);
  paymentMethodRoutes(register, deps);
  jobPaymentRoutes(register, deps);
  invoiceRoutes(register, deps);
  refundRoutes(register, deps);
  providerPaymentRoutes(register, deps);
  notificationRoutes(register, deps);
  favouriteRoutes(register, deps);
  tipRoutes(register, deps);
  jobPhotoRoutes(register, deps);
  problemRoutes(register, deps);
  planRoutes(register, deps);
  conversationRoutes(register, deps);
  assertComplete();
  // After a move, the minute's sweeps (and the plans' hourly one) run at once: what became due happens.
  if (testClock) {
    const sweeps = ['job-request-sweep', 'notification-sweep', 'plan-visits-sweep'] as const;
    registerTestClockRoutes(app, testClock, () => Promise.all(sweeps.map((name) => queue.send(deps.db, name, {}))).then(() => undefined), {
      runPayoutBatch: () => runPayoutBatch(deps),
    });
  }
  await warnAboutDemoAccounts(deps.db, app.log);
  if (config.worker) {
    await startJobWorkers(queue, deps);
    await startPaymentWorkers(queue, deps);
    await startPayoutWorkers(queue, deps);
    await startNotificationWorkers(queue, deps);
    await startSecurityLogWorkers(queue, deps);
    await startPlanWorkers(queue, deps);
    await startConversationWorkers(queue, deps);
  }
  return app;
}
