import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql } from 'kysely';
import { sessionCookieName } from './modules/auth/session-cookie';
import { readConfig } from './config';
import type { DatabaseHandle } from './db/database';
import { DEMO_PASSWORD } from './seed/demo-accounts';
import { testDatabaseKind } from './test-support/test-database-kind';
import { createTestDatabase } from './test-support/test-database';
import { waitUntil } from './test-support/wait-until';

/**
 * `API_PROCESSES=2` as `npm start` runs it (src/server.ts in its own process): two processes
 * answer on one port, a session made by one is honoured by the other, and SIGTERM stops them
 * all. PostgreSQL only: with PGlite the API stays one process (its database belongs to one).
 */
const onPostgres = testDatabaseKind() === 'postgres';
const apiDir = path.resolve(__dirname, '..');

interface LogLine { pid?: number; msg?: string; req?: { url?: string }; res?: { statusCode?: number }; reqId?: string }

let database: (DatabaseHandle & { url?: string }) | undefined;
let server: ChildProcess | undefined;
const logLines: LogLine[] = [];
const plainLines: string[] = [];

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'handyhub-api-processes-'));

beforeAll(async () => {
  if (onPostgres) database = await createTestDatabase();
});
afterAll(async () => {
  server?.kill('SIGKILL');
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Starts the API with API_PROCESSES=2 on a free port; resolves with that port once it listens (both processes, on PostgreSQL). */
function startTwoProcesses(databaseEnv: Record<string, string>): Promise<number> {
  const env = { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', API_PROCESSES: '2', PORT: '0', SEED: 'false', WORKER: 'off', SENTRY_DSN: '', PUBLIC_ANSWER_CACHE: 'on', ...databaseEnv };
  // node with tsx's loader (not the tsx CLI, a wrapper process between us and the API).
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  createInterface({ input: server.stderr! }).on('line', (line) => plainLines.push(line));
  return new Promise((resolve, reject) => {
    server!.once('exit', (code) => reject(new Error(`The API exited with ${code}:\n${plainLines.join('\n')}`)));
    createInterface({ input: server!.stdout! }).on('line', (line) => {
      if (!line.startsWith('{')) {
        plainLines.push(line);
        const listening = /^2 API processes listening on http:\/\/[\d.]+:(\d+)/.exec(line);
        if (listening) resolve(Number(listening[1]));
        return;
      }
      const logLine = JSON.parse(line) as LogLine;
      logLines.push(logLine);
      const alone = databaseEnv.DATABASE_URL ? null : /^Server listening at http:\/\/[\d.]+:(\d+)/.exec(logLine.msg ?? '');
      if (alone) resolve(Number(alone[1]));
    });
  });
}

/** One request on a new connection: the cluster hands each connection to the next process. */
function request(port: number, method: string, urlPath: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((resolve, reject) => {
    const sent = http.request({ host: '127.0.0.1', port, method, path: urlPath, headers, agent: false }, (response) => {
      let text = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (text += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: text }));
    });
    sent.once('error', reject);
    sent.end(body);
  });
}

/** Polls until `done` holds (a change notification travels from PostgreSQL to each process). */
const until = (done: () => Promise<boolean>) => waitUntil('every process has seen the change', done, { timeoutMs: 10_000, everyMs: 50 });

const isAlive = (pid: number) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

(onPostgres ? it : it.skip)('two processes answer on one port, share sessions, and stop together on SIGTERM', async () => {
  const port = await startTwoProcesses({ DATABASE_URL: database!.url! });

  const login = await request(port, 'POST', '/api/auth/login', { 'content-type': 'application/json', 'x-requested-with': 'handyhub' }, JSON.stringify({ email: 'customer@example.com', password: DEMO_PASSWORD }));
  expect(login.status).toBe(200);
  const cookieName = sessionCookieName(readConfig({ NODE_ENV: 'test' }));
  const cookie = [login.headers['set-cookie']].flat().map((value) => value?.split(';')[0]).find((value) => value?.startsWith(`${cookieName}=`));
  expect(cookie).toBeDefined();

  const answers = await Promise.all(Array.from({ length: 12 }, () => request(port, 'GET', '/api/auth/me', { cookie: cookie! })));
  expect(answers.map((answer) => answer.status)).toEqual(Array(12).fill(200));
  expect(new Set(answers.map((answer) => (JSON.parse(answer.body) as { user: { email: string } }).user.email))).toEqual(new Set(['customer@example.com']));

  // Which process answered each request: pino puts its pid on every log line.
  const answeredBy = new Set(logLines.filter((line) => line.msg === 'incoming request' && line.req?.url === '/api/auth/me').map((line) => line.pid));
  expect(answeredBy.size).toBe(2);
  expect(answeredBy.has(server!.pid)).toBe(false);

  // Each process keeps public answers and listens for changes on its own connection.
  const marketNames = async () => new Set((await Promise.all(Array.from({ length: 8 }, () => request(port, 'GET', '/api/markets', {})))).map((answer) => answer.body));
  expect((await marketNames()).size).toBe(1);
  await until(async () => (await sql<{ count: number }>`select count(*)::int as count from pg_stat_activity where application_name = 'handyhub-api-listen' and datname = current_database()`.execute(database!.db)).rows[0]!.count === 2);
  await database!.db.updateTable('markets').set({ service_area: 'Seen by both processes' }).where('id', '=', 'nyc').execute();
  await until(async () => [...(await marketNames())].every((body) => body.includes('Seen by both processes')));

  server!.removeAllListeners('exit');
  const stopped = new Promise<number | null>((resolve) => server!.once('exit', resolve));
  server!.kill('SIGTERM');
  expect(await stopped).toBe(0);
  expect([...answeredBy].filter((pid) => pid !== undefined && isAlive(pid))).toEqual([]);
  expect(logLines.filter((line) => line.msg === 'SIGTERM: closing').length).toBe(2);
}, 90_000);

(onPostgres ? it : it.skip)('a process that cannot start stops them all, with exit code 1 (no restart loop)', async () => {
  const taken = http.createServer();
  await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
  const { port } = taken.address() as { port: number };
  const env = { ...process.env, NODE_ENV: 'test', DATABASE_URL: database!.url!, API_PROCESSES: '2', PORT: String(port), SEED: 'false', WORKER: 'off', SENTRY_DSN: '' };
  const failing = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { cwd: apiDir, env, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  for (const stream of [failing.stdout!, failing.stderr!]) createInterface({ input: stream }).on('line', (line) => output.push(line));
  const code = await new Promise<number | null>((resolve) => failing.once('exit', resolve));
  taken.close();
  expect(code).toBe(1);
  expect(output.join('\n')).toMatch(/An API process \(pid \d+\) ended with exit code 1 while starting: stopping the API\./);
}, 90_000);

(onPostgres ? it.skip : it)('with PGlite, API_PROCESSES=2 runs one process and says why', async () => {
  const port = await startTwoProcesses({ DATABASE_URL: '', DATA_DIR: dataDir });
  expect(plainLines).toContain('API_PROCESSES=2: the embedded PGlite database belongs to one process, so one API process runs. Set DATABASE_URL (PostgreSQL) for more.');
  const answers = await Promise.all(Array.from({ length: 4 }, () => request(port, 'GET', '/api/health', {})));
  expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
  expect(new Set(logLines.map((line) => line.pid))).toEqual(new Set([server!.pid]));
}, 90_000);
