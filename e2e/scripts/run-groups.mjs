// @ts-check
// `pnpm --filter e2e test`: the suite as two Playwright runs side by side (support/groups.ts),
// each with its own site and database; every line is prefixed with its group. Fails if either
// fails, after both have finished (so one group's failure does not hide the other's).
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const runGroup = (/** @type {'a' | 'b'} */ group) =>
  new Promise((resolve) => {
    const child = spawn('pnpm', ['exec', 'playwright', 'test', ...process.argv.slice(2)], {
      env: { ...process.env, E2E_GROUP: group },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`[${group}] ${line}`));
    }
    child.on('error', (error) => {
      console.error(`[${group}] could not start Playwright:`, error);
      resolve(1);
    });
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });

const codes = await Promise.all([runGroup('a'), runGroup('b')]);
const failed = codes.flatMap((code, index) => (code === 0 ? [] : [['a', 'b'][index]]));
if (failed.length) {
  console.error(`End-to-end group${failed.length > 1 ? 's' : ''} ${failed.join(' and ')} failed.`);
  process.exit(1);
}
