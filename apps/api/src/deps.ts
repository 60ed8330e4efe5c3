import { setTimeout as sleep } from 'node:timers/promises';
import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import { createMailer } from './modules/notifications/mailer';
import { createTestSmsGateway } from './modules/notifications/test-sms-gateway';
import type { Mailer, SmsGateway } from './modules/notifications/transport';
import type { PaymentGateway } from './modules/payments/gateway';
import { createTestGateway } from './modules/payments/test-gateway';
import type { JobQueue } from './modules/queue/job-queue';
import { createTestIdentityVerifier, type IdentityVerifier } from './modules/provider-applications/identity-verifier';

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
}

/** The standard outside world over one database: the test-mode gateways, the mailer the config names. */
export function createDeps(base: Pick<Deps, 'db' | 'databaseKind' | 'config' | 'queue' | 'now'> & Partial<Pick<Deps, 'pause'>>): Deps {
  return { pause: sleep, ...base, gateway: createTestGateway(base.db), mailer: createMailer(base.config, base.db), sms: createTestSmsGateway(base.db), identity: createTestIdentityVerifier() };
}
