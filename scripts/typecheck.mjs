// @ts-check
// `pnpm typecheck`: every workspace project (and the root's scripts and tests) through TypeScript 7's
// native compiler, which checks the whole repo in a fraction of TypeScript 6's time. TypeScript 6
// stays the `typescript` package because typescript-eslint and jest's transforms need its JS API
// (docs/testing.md, "Typecheck").
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from './lib/site.mjs';
import { run } from './lib/run.mjs';

const tsc = path.join(path.dirname(createRequire(import.meta.url).resolve('@typescript/native/package.json')), 'bin/tsc');
const inFolder = (/** @type {string} */ folder) => readdirSync(path.join(root, folder)).map((name) => path.join(folder, name));
const projects = ['.', 'e2e', ...inFolder('apps'), ...inFolder('packages')].filter((dir) => existsSync(path.join(root, dir, 'tsconfig.json')));

/** @type {string[]} */
const failed = [];
// Two at a time keeps both cores busy; the native compiler also checks files on several threads.
const queue = [...projects];
await Promise.all(
  [0, 1].map(async () => {
    for (let project = queue.shift(); project !== undefined; project = queue.shift()) {
      await run(tsc, ['-p', project, '--pretty'], { cwd: root }).catch(() => failed.push(project));
    }
  }),
);
if (failed.length > 0) {
  console.error(`Type errors in: ${failed.join(', ')}`);
  process.exit(1);
}
console.log(`Typechecked ${projects.length} projects.`);
