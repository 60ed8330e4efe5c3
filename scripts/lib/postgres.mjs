// @ts-check
/**
 * A throwaway PostgreSQL server for tests and benchmarks: a private data directory under /tmp,
 * listening on loopback only, stopped and deleted afterwards. Uses Debian's `postgresql`
 * package (installed by scripts/test.mjs). As root the server runs as the `postgres` user.
 */
import { spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';

/** Debian installs each major version under /usr/lib/postgresql/<version>/bin. */
export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  const versions = existsSync(base) ? readdirSync(base).filter((name) => existsSync(path.join(base, name, 'bin/initdb'))) : [];
  const newest = versions.sort((a, b) => Number(b) - Number(a))[0];
  if (!newest) throw new Error('PostgreSQL is not installed (apt-get install postgresql), and DATABASE_URL is not set.');
  return path.join(base, newest, 'bin');
}

/** @param {number} port */
function isFree(port) {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/** @param {number} preferred */
async function freePort(preferred) {
  for (let port = preferred; port < preferred + 100; port += 1) if (await isFree(port)) return port;
  throw new Error(`No free port from ${preferred}.`);
}

/**
 * @param {{ port?: number, quiet?: boolean }} [options]
 * @returns {Promise<{ url: string, adminUrl: string, stop: () => void }>} `url`: the database
 *   `handyhub`, owned by the role `handyhub` (may CREATE DATABASE, not a superuser).
 */
export async function startThrowawayPostgres({ port: preferred = 55432, quiet = true } = {}) {
  const bin = postgresBinDir();
  const asRoot = process.getuid?.() === 0;
  const dir = mkdtempSync(path.join(os.tmpdir(), 'handyhub-pg-'));
  if (asRoot) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), Number(spawnSync('id', ['-g', 'postgres']).stdout));
  const pgUser = asRoot ? 'postgres' : os.userInfo().username;
  /** @param {string} tool @param {string[]} args */
  const pg = (tool, args) => {
    const command = asRoot ? 'runuser' : path.join(bin, tool);
    const fullArgs = asRoot ? ['-u', 'postgres', '--', path.join(bin, tool), ...args] : args;
    const result = spawnSync(command, fullArgs, { encoding: 'utf8', cwd: dir });
    if (result.status !== 0) throw new Error(`${tool} failed: ${result.stderr || result.stdout}`);
    return result.stdout;
  };
  const data = path.join(dir, 'data');
  const port = await freePort(preferred);
  pg('initdb', ['-D', data, '-U', pgUser, '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync']);
  // Durability is pointless for a throwaway server; fsync off makes CREATE DATABASE fast.
  const settings = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  pg('pg_ctl', ['-D', data, '-o', settings, '-l', path.join(dir, 'server.log'), '-w', '-t', '60', 'start']);
  const stop = () => {
    process.off('exit', stop);
    process.off('SIGINT', interrupted);
    process.off('SIGTERM', interrupted);
    try {
      pg('pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop']);
    } catch {
      // already stopped
    }
    rmSync(dir, { recursive: true, force: true });
  };
  // Never leave a server behind, even when the run is interrupted.
  const interrupted = () => {
    stop();
    process.exit(130);
  };
  process.once('exit', stop);
  process.once('SIGINT', interrupted);
  process.once('SIGTERM', interrupted);
  try {
    const psql = ['-h', dir, '-p', String(port), '-U', pgUser, '-d', 'postgres', '-v', 'ON_ERROR_STOP=1', '-q'];
    // pg_signal_backend: the tests drop their databases WITH (FORCE), which must also end an
    // autovacuum worker that happens to be visiting one (a process of no role).
    pg('psql', [...psql, '-c', "create role handyhub login createdb password 'handyhub'", '-c', 'grant pg_signal_backend to handyhub', '-c', 'create database handyhub owner handyhub']);
  } catch (error) {
    stop();
    throw error;
  }
  if (!quiet) console.log(`PostgreSQL (throwaway) on 127.0.0.1:${port}, data in ${data}`);
  return {
    url: `postgres://handyhub:handyhub@127.0.0.1:${port}/handyhub`,
    adminUrl: `postgres://handyhub:handyhub@127.0.0.1:${port}/postgres`,
    stop,
  };
}
