// @ts-check
// `npm test`: install everything the tests need, then typecheck, lint, unit/component tests,
// the API tests (on PGlite and on PostgreSQL), production builds and the end-to-end suite.
import { runApiTests } from './lib/api-tests.mjs';
import { timed } from './lib/run.mjs';
import { ensureDebianPackages, ensurePnpm, installDependencies, pnpmRun } from './lib/tools.mjs';

const started = Date.now();
const pnpm = await timed('pnpm', ensurePnpm);
await timed('Install dependencies', () => installDependencies(pnpm));
await timed('System packages for the tests', () =>
  ensureDebianPackages({ chromium: '/usr/bin/chromium', postgresql: '/usr/lib/postgresql/15/bin/initdb', openssl: '/usr/bin/openssl' }),
);
// tsc checks up to two packages at a time and eslint is one process: side by side they keep
// both cores busy where, one after the other, one core often waited.
await Promise.all([timed('Typecheck', () => pnpmRun(pnpm, ['run', 'typecheck'])), timed('Lint', () => pnpmRun(pnpm, ['run', 'lint']))]);
// jest uses one worker fewer than the cores by default: one worker on the 2-core CI machine.
// Both cores are ours here (nothing else runs during a step).
await timed('Unit and component tests', () => pnpmRun(pnpm, ['run', 'test:unit', '--ci', '--maxWorkers=2', '--selectProjects', 'web', 'servers']));
await runApiTests(pnpm, ['--ci']);
await timed('Production builds', () => pnpmRun(pnpm, ['run', 'build']));
await timed('End-to-end tests (Chromium)', () => pnpmRun(pnpm, ['run', 'test:e2e']));
console.log(`\nAll tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
