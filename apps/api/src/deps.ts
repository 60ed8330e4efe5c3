import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import type { JobWiring } from './modules/jobs';
import { createMailer, notificationsOnJobFacts, createTestSmsGateway } from './modules/notifications';
import { authoriseCard, releaseUnusedAuthorisation, moneyOnJobFacts, settleOverduePayments, createTestGateway } from './modules/payments';
import type { Mailer, SmsGateway } from './modules/notifications';
import type { PaymentGateway } from './modules/payments';
import type { JobQueue } from './modules/queue';
import { createTestIdentityVerifier, type IdentityVerifier } from './modules/provider-applications';
import { plansOnJobFacts } from './modules/plans';
import { retryPendingRefunds } from './modules/refunds';
import { takeHeldTips } from './modules/tips';

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
 * notifications (first: a step's messages), to the money (invoices, settlement) and to the plans
 * (a booking with `repeat` makes its plan, docs/repeat-business.md); the minute
 * sweep also settles payments, resends refunds and takes tips that were missed.
 */
export const jobWiring: JobWiring = {
  handlers: [notificationsOnJobFacts, moneyOnJobFacts, plansOnJobFacts],
  cardHolds: { take: authoriseCard, giveBack: releaseUnusedAuthorisation },
  everyMinute: [settleOverduePayments, retryPendingRefunds, takeHeldTips],
};

/** The standard outside world over one database: the test-mode gateways, the mailer the config names. */
export function createDeps(base: Pick<Deps, 'db' | 'databaseKind' | 'config' | 'queue' | 'now'> & Partial<Pick<Deps, 'pause'>>): Deps {
  return { pause: sleep, ...base, jobWiring, gateway: createTestGateway(base.db), mailer: createMailer(base.config, base.db), sms: createTestSmsGateway(base.db), identity: createTestIdentityVerifier() };
}
