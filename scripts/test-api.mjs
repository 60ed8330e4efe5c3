// @ts-check
// `pnpm test:api`: the API tests on PGlite and on PostgreSQL (see lib/api-tests.mjs). Extra
// arguments go to jest, e.g. `pnpm test:api apps/api/src/modules/auth`.
import { runApiTests } from './lib/api-tests.mjs';
import { ensurePnpm } from './lib/tools.mjs';

const jestArgs = process.argv.slice(2);
await runApiTests(await ensurePnpm(), jestArgs, undefined, { wholeSuite: jestArgs.length === 0 });
