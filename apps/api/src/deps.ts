import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import type { JobWiring } from './modules/jobs/job-wiring';
import { createMailer } from './modules/notifications/mailer';
import { notificationsOnJobFacts } from './modules/notifications/step-notices';
import { createTestSmsGateway } from './modules/notifications/test-sms-gateway';
import { authoriseCard, releaseUnusedAuthorisation } from './modules/payments/authorise-booking';
import type { Mailer, SmsGateway } from './modules/notifications/transport';
import type { PaymentGateway } from './modules/payments/gateway';
import { moneyOnJobFacts } from './modules/payments/job-money';
import { settleOverduePayments } from './modules/payments/settle-payment';
import { createTestGateway } from './modules/payments/test-gateway';
import type { JobQueue } from './modules/queue/job-queue';
import { createTestIdentityVerifier, type IdentityVerifier } from './modules/provider-applications/identity-verifier';
import { retryPendingRefunds } from './modules/refunds/refund-job';

/** What use cases need from the outside world; passed explicitly, never looked up globally. */
export interface Deps {
  db: Kysely<Database>;
  databaseKind: DatabaseKind;
  config: AppConfig;
  /** The clock: use cases ask it instead of `new Date()`, so tests can stand at any instant. */
  now: () => Date;
  /** Background work (pg-boss): sent inside the transaction that causes it. */
  queue: JobQueue;
  /** Card payments and payouts (the built-in test-mode gateway, docs/payments.md). */
  gateway: PaymentGateway;
  /** Email: SMTP when SMTP_URL is set, else the local outbox (docs/notifications.md). */
  mailer: Mailer;
  /** Text messages: the test-mode gateway, which records them. */
  sms: SmsGateway;
  /** Identity checks of people applying to be providers (the built-in test mode, docs/provider-onboarding.md). */
  identity: IdentityVerifier;
  /** Waits (a login's slowdown): tests pass their own, to see a wait without sleeping through it. */
  pause: (ms: number) => Promise<void>;
  /** What the job lifecycle tells (facts, in their transaction) and asks (a card hold) of other modules: `jobWiring` below. */
  jobWiring: JobWiring;
}

/**
 * The job lifecycle's collaborators: jobs imports none of them. Its facts are told to the
 * notifications (first: a step's messages) and to the money (invoices, settlement); the minute
 * sweep also settles payments and resends refunds that were missed.
 */
export const jobWiring: JobWiring = {
  handlers: [notificationsOnJobFacts, moneyOnJobFacts],
  cardHolds: { take: authoriseCard, giveBack: releaseUnusedAuthorisation },
  everyMinute: [settleOverduePayments, retryPendingRefunds],
};

/** The standard outside world over one database: the test-mode gateways, the mailer the config names. */
export function createDeps(base: Pick<Deps, 'db' | 'databaseKind' | 'config' | 'queue' | 'now'> & Partial<Pick<Deps, 'pause'>>): Deps {
  return { pause: sleep, ...base, jobWiring, gateway: createTestGateway(base.db), mailer: createMailer(base.config, base.db), sms: createTestSmsGateway(base.db), identity: createTestIdentityVerifier() };
}
