// @ts-check
/**
 * Runs one of the API's benchmark programs (apps/api/src/benchmarks/*.ts, under tsx) on PGlite
 * and then on PostgreSQL (DATABASE_URL when set, else a throwaway server on loopback), each in
 * its own process, and collects the figures each prints on its `BENCH_RESULT {…}` line.
 */
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { startThrowawayPostgres } from '../../scripts/lib/postgres.mjs';
import { root } from '../../scripts/lib/site.mjs';

const apiDir = path.join(root, 'apps/api');
const tsx = createRequire(path.join(apiDir, 'package.json')).resolve('tsx/cli');
const MARK = 'BENCH_RESULT ';

/**
 * @param {string} program a file in apps/api/src/benchmarks
 * @param {string} engine a label for its output lines
 * @param {Record<string, string>} env
 * @returns {Promise<Record<string, unknown>>}
 */
export function runProgram(program, engine, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [tsx, `src/benchmarks/${program}`], { cwd: apiDir, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    /** @type {Record<string, unknown> | undefined} */
    let figures;
    createInterface({ input: /** @type {import('node:stream').Readable} */ (child.stdout) }).on('line', (line) => {
      if (line.startsWith(MARK)) figures = JSON.parse(line.slice(MARK.length));
      else console.log(`  [${engine}] ${line}`);
    });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0 && figures) resolve(figures);
      else reject(new Error(`${program} on ${engine} failed (exit code ${code})${figures ? `: ${JSON.stringify(figures)}` : ''}.`));
    });
  });
}

/** @param {string} program a file in apps/api/src/benchmarks @returns {Promise<{ pglite: Record<string, unknown>, postgres: Record<string, unknown> }>} */
export async function runOnEachEngine(program) {
  const pglite = await runProgram(program, 'pglite', { DATABASE_URL: '' });
  const external = process.env.DATABASE_URL;
  const server = external ? null : await startThrowawayPostgres();
  try {
    const postgres = await runProgram(program, 'postgres', { DATABASE_URL: external || /** @type {{ url: string }} */ (server).url });
    return { pglite, postgres };
  } finally {
    server?.stop();
  }
}
