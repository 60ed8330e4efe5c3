import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { Session } from 'node:inspector';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp, startApiQueue } from '../app';
import { readConfig } from '../config';
import { type DatabaseHandle, openDatabase } from '../db/database';
import { prepareDatabase } from '../db/prepare';
import { createDeps, type Deps } from '../deps';

export interface BenchApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  deps: Deps;
  close(): Promise<void>;
}

/**
 * The real API over a new, migrated, empty database, configured as in production: PGlite on
 * disk in a temporary DATA_DIR, or PostgreSQL at DATABASE_URL (its usual pool of 10).
 * Requests go through `app.inject`: routing, validation, session, handler and serialization,
 * everything but the socket.
 */
export async function startBenchApp(): Promise<BenchApp> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'handyhub-bench-'));
  const config = readConfig({ ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED: 'false', WORKER: 'off' });
  const database = await openDatabase(config);
  await prepareDatabase(database, { seed: false });
  const queue = await startApiQueue(config, database, (error) => console.error('job queue error', error));
  const app = await buildApp(config, database, { queue });
  return {
    app,
    database,
    deps: createDeps({ db: database.db, databaseKind: database.kind, config, now: () => new Date(), queue }),
    close: async () => {
      await app.close();
      await queue.stop();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * A distinct client address per simulated client (10.x.y.z): the rate limits run, and are
 * measured, but a benchmark's thousands of clients are not taken for one client on loopback.
 */
export function clientAddress(index: number): string {
  return `10.${(index >> 16) & 255}.${(index >> 8) & 255}.${index & 255}`;
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))] ?? 0;
}

export const round = (value: number) => Math.round(value * 100) / 100;

/** The figures go to the runner (bench/*.mjs) as one line it can find among the others. */
export function report(figures: Record<string, unknown>): void {
  console.log(`BENCH_RESULT ${JSON.stringify(figures)}`);
}

/**
 * With BENCH_CPU_PROFILE=<file>, records a V8 CPU profile of `measured` only (not the set-up),
 * for Chrome DevTools or a summary script; otherwise just runs it.
 */
export async function profiled<T>(measured: () => Promise<T>): Promise<T> {
  const file = process.env.BENCH_CPU_PROFILE;
  if (!file) return measured();
  const session = new Session();
  session.connect();
  const post = (method: string) => new Promise<unknown>((resolve, reject) => session.post(method, (error, result) => (error ? reject(error) : resolve(result))));
  await post('Profiler.enable');
  await post('Profiler.start');
  try {
    return await measured();
  } finally {
    const { profile } = (await post('Profiler.stop')) as { profile: unknown };
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
