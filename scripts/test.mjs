// @ts-check
// `npm test`: install everything the tests need, then typecheck, lint, unit/component tests,
// production builds, then the end-to-end suite with the API tests beside it, printing each step's time
// (docs/testing.md, "What npm test runs").
import { runApiTests } from './lib/api-tests.mjs';
import { allSucceed, printStepTimes, timed } from './lib/run.mjs';
import { ensureDebianPackages, ensurePnpm, installDependencies, pnpmRun } from './lib/tools.mjs';

const started = Date.now();
const pnpm = await timed('pnpm', ensurePnpm);
await timed('Install dependencies', () => installDependencies(pnpm));
await timed('System packages for the tests', () =>
  ensureDebianPackages({ chromium: '/usr/bin/chromium', postgresql: '/usr/lib/postgresql/15/bin/initdb', openssl: '/usr/bin/openssl' }),
);
// The typecheck runs two projects at a time and eslint is one process: side by side they keep
// both cores busy.
await Promise.all([timed('Typecheck', () => pnpmRun(pnpm, ['run', 'typecheck'])), timed('Lint', () => pnpmRun(pnpm, ['run', 'lint']))]);
// jest uses one worker fewer than the cores by default: one worker on the 2-core CI machine.
await timed('Unit and component tests', () => pnpmRun(pnpm, ['run', 'test:unit', '--ci', '--maxWorkers=2', '--selectProjects', 'web', 'servers']));
await timed('Production builds', () => pnpmRun(pnpm, ['run', 'build'], { quiet: true }));
// The end-to-end suite leaves more than half of the two cores idle (its specs wait on pages,
// servers and the queue), so the API tests run beside it and use them; their output is printed
// in one piece when they end, so the two do not interleave.
await allSucceed([
  timed('End-to-end tests (Chromium)', () => pnpmRun(pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test'])),
  runApiTests(pnpm, ['--ci'], undefined, { wholeSuite: true, quiet: true }),
]);
printStepTimes();
console.log(`\nAll tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
