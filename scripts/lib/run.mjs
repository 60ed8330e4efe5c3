// @ts-check
import { spawn, spawnSync } from 'node:child_process';

/**
 * Runs a command; rejects if it fails. Its output is inherited, or with `quiet` kept and printed
 * in one piece when it ends (so a step running beside another does not interleave its lines).
 * @param {string} command
 * @param {string[]} args
 * @param {{ cwd?: string, env?: NodeJS.ProcessEnv, quiet?: boolean }} [options]
 */
export function run(command, args, { quiet = false, ...options } = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit', ...options, env: { ...process.env, ...options.env } });
    /** @type {Buffer[]} */
    const output = [];
    child.stdout?.on('data', (chunk) => output.push(chunk));
    child.stderr?.on('data', (chunk) => output.push(chunk));
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      if (quiet) process.stdout.write(Buffer.concat(output));
      if (code === 0) resolve(undefined);
      else reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? `exit ${code}`})`));
    });
  });
}

/** @param {string} command @param {string[]} args */
export function succeeds(command, args) {
  return spawnSync(command, args, { stdio: 'ignore' }).status === 0;
}

/** @type {Array<{ name: string, seconds: number }>} */
const stepTimes = [];

/**
 * Times a named step and prints how long it took; `printStepTimes` lists them all at the end.
 * @template T
 * @param {string} name
 * @param {() => Promise<T>} step
 * @returns {Promise<T>}
 */
export async function timed(name, step) {
  const started = Date.now();
  console.log(`\n▶ ${name}`);
  const result = await step();
  const seconds = (Date.now() - started) / 1000;
  stepTimes.push({ name, seconds });
  console.log(`✔ ${name} (${seconds.toFixed(1)} s)`);
  return result;
}

/** Every timed step so far, in the order they ended, as a table. */
export function printStepTimes() {
  const width = Math.max(...stepTimes.map(({ name }) => name.length));
  console.log('\nStep times (steps started together overlap):');
  for (const { name, seconds } of stepTimes) console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s`);
}

/**
 * Waits for every step, even when one fails (so none is left running, its output unprinted),
 * then rejects with the first failure.
 * @param {Promise<unknown>[]} steps
 */
export async function allSucceed(steps) {
  const outcomes = await Promise.allSettled(steps);
  const failed = outcomes.find((outcome) => outcome.status === 'rejected');
  if (failed) throw /** @type {PromiseRejectedResult} */ (failed).reason;
}
