// @ts-check
import { spawn, spawnSync } from 'node:child_process';

/**
 * Runs a command with inherited output; rejects if it fails.
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options, env: { ...process.env, ...options.env } });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve(undefined) : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`)),
    );
  });
}

/** @param {string} command @param {string[]} args */
export function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/**
 * Times a named step and prints how long it took.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} step
 * @returns {Promise<T>}
 */
export async function timed(name, step) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = await step();
  console.log(`✔ ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`);
  return result;
}
