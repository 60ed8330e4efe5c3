// @ts-check
// `npm test`: install everything the tests need, then typecheck and lint, the production builds
// and the API tests beside them, then the unit/component tests, then the end-to-end suite, printing each step's time
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
// both cores busy until the typecheck (the shorter) ends; the builds then take the core eslint
// leaves idle. The catalogue check (docs/languages.md) follows the typecheck.
// The API tests start once lint has passed; the unit and component tests once the builds are done,
// in the API tests' tail (they wait on the database more than they use the cores), on two workers.
const lint = timed('Lint', () => pnpmRun(pnpm, ['run', 'lint']));
const builds = timed('Typecheck and catalogues', async () => {
  await pnpmRun(pnpm, ['run', 'typecheck']);
  await pnpmRun(pnpm, ['run', 'i18n:check']);
}).then(() =>
  // The e2e suite's broken booking remote too: its global setup then finds it built, and the
  // end-to-end step, which has the machine alone, starts sooner. The output is printed in one
  // piece when they end.
  timed('Production builds (beside lint, then the API tests)', async () => {
    await pnpmRun(pnpm, ['run', 'build'], { quiet: true });
    await pnpmRun(pnpm, ['--filter', 'e2e', 'run', 'build:fixtures'], { quiet: true });
  }),
);
await allSucceed([
  lint.then(() => runApiTests(pnpm, ['--ci'], undefined, { wholeSuite: true })),
  builds.then(() =>
    timed('Unit and component tests (beside the API tests)', () =>
      pnpmRun(pnpm, ['run', 'test:unit', '--ci', '--maxWorkers=2', '--selectProjects', 'web', 'servers'], { quiet: true }),
    ),
  ),
]);
await timed('End-to-end tests (Chromium)', () => pnpmRun(pnpm, ['--filter', 'e2e', 'exec', 'playwright', 'test']));
printStepTimes();
console.log(`\nAll tests passed in ${((Date.now() - started) / 60000).toFixed(1)} min.`);
