import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { DatabaseKind } from './db/database';
import type { Database } from './db/schema';
import type { PaymentGateway } from './modules/payments/gateway';
import type { JobQueue } from './modules/queue/job-queue';

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
}
