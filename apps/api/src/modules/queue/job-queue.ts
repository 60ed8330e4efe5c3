import type { Kysely } from 'kysely';
import PgBoss from 'pg-boss';
import type { Database } from '../../db/schema';
import { type QueueName, queueNames, type QueuePayloads } from './queue-names';
import { type SqlExecutor, sqlExecutor } from './sql-executor';

/** What use cases need: put a message in a queue as part of their own transaction. */
export interface JobQueue {
  /**
   * Sends through `db` (pass the open transaction): the message exists only if the transaction
   * commits. `delaySeconds`: not delivered before that long after it was queued. pg-boss decides
   * by the database's clock, so the app says how long, never when: its own clock (`deps.now`)
   * may stand elsewhere, e.g. a test world's fixed instant.
   */
  send<N extends QueueName>(db: Kysely<Database>, name: N, data: QueuePayloads[N], options?: { delaySeconds?: number }): Promise<void>;
}

export type QueueHandler<N extends QueueName> = (data: QueuePayloads[N]) => Promise<void>;

/** The queue as a running process sees it: send, and when it is a worker, handle. */
export interface RunningQueue extends JobQueue {
  work<N extends QueueName>(name: N, handler: QueueHandler<N>): Promise<void>;
  /** Runs `name` on a cron schedule (UTC); one process sends each tick however many run. */
  every(name: QueueName, cron: string): Promise<void>;
  stop(): Promise<void>;
}

export interface QueueOptions {
  db: SqlExecutor;
  /** Workers poll this often (pg-boss's own minimum is half a second). */
  pollingIntervalSeconds: number;
  /** A worker process also runs pg-boss's maintenance and cron clock. */
  worker: boolean;
  onError: (error: Error) => void;
  /** Queues that retry differently from the default (e.g. notification delivery, from the config). */
  queues?: Partial<Record<QueueName, QueueSettings>>;
}

/** How a queue's failed messages are retried, and how long one may be held before it counts as failed. */
export interface QueueSettings {
  retryLimit: number;
  retryDelay: number;
  retryBackoff: boolean;
  expireInSeconds?: number;
}

/** Messages a worker takes per poll (docs/notifications.md, "The worker"). */
export const WORK_BATCH_SIZE = 10;

const defaultSettings: QueueSettings = { retryLimit: 5, retryDelay: 30, retryBackoff: true };

const boss = (options: QueueOptions) =>
  new PgBoss({ db: options.db, supervise: options.worker, schedule: options.worker, migrate: true, pollingIntervalSeconds: options.pollingIntervalSeconds });

/**
 * A failed handler is tried again later, five times at most, waiting longer each time, unless
 * the queue has its own settings. Those are written over an existing queue too (createQueue
 * leaves one alone), so a changed config applies at the next start.
 */
async function createQueues(instance: PgBoss, settings: QueueOptions['queues'] = {}): Promise<void> {
  for (const name of queueNames) {
    const own = settings[name];
    await instance.createQueue(name, { name, ...(own ?? defaultSettings) });
    if (own) await instance.updateQueue(name, { name, ...own });
  }
}

/** Installs or upgrades pg-boss's schema and creates every queue (idempotent), e.g. while a new database is prepared. */
export async function installQueues(db: SqlExecutor): Promise<void> {
  const installer = new PgBoss({ db, supervise: false, schedule: false, migrate: true });
  installer.on('error', () => undefined);
  await installer.start();
  await createQueues(installer);
  await installer.stop({ graceful: false });
}

/** Starts pg-boss over the API's database. Messages live in the database: a restart loses none. */
export async function startQueue(options: QueueOptions): Promise<RunningQueue> {
  const instance = boss(options);
  instance.on('error', options.onError);
  await instance.start();
  await createQueues(instance, options.queues);
  return {
    async send(db, name, data, sendOptions = {}) {
      const id = await instance.send(name, data, { db: sqlExecutor(db), ...(sendOptions.delaySeconds ? { startAfter: sendOptions.delaySeconds } : {}) });
      if (id === null) throw new Error(`The queue ${name} refused a message.`);
    },
    async work(name, handler) {
      // A worker asks the queue once per polling interval: one message at a time delivered one
      // email every 2 s, so a sign-up's code waited behind a booking's messages. Each poll takes
      // a batch, handled one by one, each completed or failed (and retried) on its own as soon as
      // it is done, so a slow batch that outlives the lease expires only what it has not reached.
      await instance.work<QueuePayloads[typeof name]>(name, { batchSize: WORK_BATCH_SIZE }, async (jobs) => {
        for (const job of jobs) {
          try {
            await handler(job.data);
            await instance.complete(name, job.id);
          } catch (error) {
            await instance.fail(name, job.id, { message: error instanceof Error ? error.message : String(error) });
          }
        }
      });
    },
    async every(name, cron) {
      await instance.schedule(name, cron, {});
    },
    stop: () => instance.stop({ graceful: true, timeout: 5_000 }),
  };
}
