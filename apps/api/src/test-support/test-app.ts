import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Writable } from 'node:stream';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import { buildApp, startApiQueue } from '../app';
import { type AppConfig, readConfig, testPasswordHashing } from '../config';
import type { DatabaseHandle, DatabaseKind } from '../db/database';
import type { Database } from '../db/schema';
import type { RunningQueue } from '../modules/queue/job-queue';
import { hashPassword } from '../modules/auth/password-hash';
import { sessionCookieName } from '../modules/auth/session-cookie';
import { DEMO_PASSWORD } from '../seed/demo-accounts';
import { observedDatabase } from './query-observer';
import { createTestClock, type TestClock } from './test-clock';
import { createTestDatabase } from './test-database';

export interface TestApp {
  app: FastifyInstance;
  db: Kysely<Database>;
  kind: DatabaseKind;
  config: AppConfig;
  /** The app's queue (it sends; no workers unless the test starts some, see `startWorker`). */
  queue: RunningQueue;
  /** The database as opened, e.g. to start another queue (a second worker process) on it. */
  database: DatabaseHandle;
  /** PostgreSQL only: the test database's URL, e.g. for a second app over the same data. */
  databaseUrl?: string | undefined;
  /**
   * The app's clock (`deps.now`): the test world's instant (`TEST_NOW`) until the test moves
   * it. When the test gave its own `now`, it reads that and cannot be moved here.
   */
  clock: TestClock;
  close(): Promise<void>;
}

function ownClock(now: () => Date): TestClock {
  const fixed = () => {
    throw new Error('This test app runs on the clock the test gave it (options.now): move that one.');
  };
  return { now, at: () => now().getTime(), set: fixed, advance: fixed };
}

/** The real app over a fresh copy of the seeded test database, at the test world's instant unless `now` is given. */
export async function createTestApp(
  overrides: Partial<AppConfig> = {},
  { observeQuery, ...options }: { logStream?: Writable; now?: () => Date; pause?: (ms: number) => Promise<void>; observeQuery?: (sql: string) => void } = {},
): Promise<TestApp> {
  const clock = options.now ? ownClock(options.now) : createTestClock();
  const database = await createTestDatabase();
  // Each app its own DATA_DIR (uploads), removed on close.
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'handyhub-api-test-'));
  const config = { ...readConfig({ NODE_ENV: 'test', LOG_LEVEL: process.env.LOG_LEVEL ?? 'silent' }), dataDir, ...overrides };
  const queue = await startApiQueue(config, database, (error) => console.error('job queue error', error), false).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  const app = await buildApp(config, observeQuery ? observedDatabase(database, observeQuery) : database, { ...options, now: clock.now, queue }).catch(async (error: unknown) => {
    await queue.stop();
    await database.close();
    throw error;
  });
  return {
    app,
    db: database.db,
    kind: database.kind,
    config,
    queue,
    database,
    databaseUrl: database.url,
    clock,
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** What the site's API client sends on every state-changing request. */
export const csrf = { 'x-requested-with': 'handyhub' } as const;

const sessionCookieNames = [sessionCookieName({ publicUrl: undefined }), sessionCookieName({ publicUrl: 'https://site.example' })];

/**
 * `hh_session=<token>` (`__Host-hh_session` when the app's PUBLIC_URL is https) from a
 * response's Set-Cookie, for the next request's Cookie header.
 */
export function sessionCookieOf(response: LightMyRequestResponse): string | undefined {
  const cookie = response.cookies.find((candidate) => sessionCookieNames.includes(candidate.name));
  return cookie && cookie.value ? `${cookie.name}=${cookie.value}` : undefined;
}

export async function login(app: FastifyInstance, email: string, password = DEMO_PASSWORD, headers: Record<string, string> = {}) {
  return app.inject({ method: 'POST', url: '/api/auth/login', headers: { ...csrf, ...headers }, payload: { email, password } });
}

/** Logs in and returns the Cookie header value of the new session. */
export async function loginAs(app: FastifyInstance, email: string, password = DEMO_PASSWORD): Promise<string> {
  const response = await login(app, email, password);
  const cookie = sessionCookieOf(response);
  if (response.statusCode !== 200 || !cookie) throw new Error(`Login as ${email} failed: ${response.statusCode} ${response.body}`);
  return cookie;
}

/** An extra account for a test (e.g. the manager of another market). */
export async function createUser(
  db: Kysely<Database>,
  user: { email: string; name?: string; roles: string[]; managedMarketIds?: string[] },
  password = DEMO_PASSWORD,
): Promise<string> {
  const { id } = await db
    .insertInto('users')
    .values({ email: user.email, name: user.name ?? 'Test Person', phone: null, roles: user.roles, password_hash: await hashPassword(password, testPasswordHashing) })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const marketId of user.managedMarketIds ?? []) await db.insertInto('market_managers').values({ user_id: id, market_id: marketId }).execute();
  return id;
}

export async function providerIdOf(db: Kysely<Database>, email: string): Promise<string> {
  const row = await db
    .selectFrom('providers')
    .innerJoin('users', 'users.id', 'providers.user_id')
    .select('providers.id')
    .where('users.email', '=', email)
    .executeTakeFirstOrThrow();
  return row.id;
}

export async function firstProviderIn(db: Kysely<Database>, marketId: string, except: string[] = []): Promise<{ id: string; email: string }> {
  const rows = await db
    .selectFrom('providers')
    .innerJoin('provider_markets', 'provider_markets.provider_id', 'providers.id')
    .innerJoin('users', 'users.id', 'providers.user_id')
    .select(['providers.id', 'users.email'])
    .where('provider_markets.market_id', '=', marketId)
    .orderBy('users.email')
    .execute();
  const row = rows.find((candidate) => !except.includes(candidate.id));
  if (!row) throw new Error(`No provider in ${marketId}.`);
  return row;
}

/** One request as the site's client sends it (CSRF header, the session cookie, a JSON body). */
export function apiCall(t: TestApp, method: InjectOptions['method'], url: string, options: { cookie?: string; body?: unknown } = {}) {
  return t.app.inject({
    method,
    url,
    headers: { ...csrf, ...(options.cookie ? { cookie: options.cookie } : {}) },
    ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
  });
}
