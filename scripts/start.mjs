// @ts-check
// `npm start`: install everything, build every app, and start the whole site.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root, startSite } from './lib/site.mjs';
import { timed } from './lib/run.mjs';
import { ensurePnpm, installDependencies, pnpmRun } from './lib/tools.mjs';

const pnpm = await timed('pnpm', ensurePnpm);
await timed('Install dependencies', () => installDependencies(pnpm));
await timed('Build the shell and the remotes', () => pnpmRun(pnpm, ['run', 'build']));
const site = await timed('Start the site', () => startSite({ persistData: true }));

/** The demo accounts, from the API's seed (TypeScript, loaded through the API's tsx). */
function demoAccounts() {
  const apiPackage = path.join(root, 'apps/api/package.json');
  const tsx = createRequire(apiPackage)('tsx/cjs/api');
  return /** @type {{ DEMO_PASSWORD: string, demoAccounts: Array<{ role: string, email: string, can: string }> }} */ (
    tsx.require('./src/seed/demo-accounts.ts', apiPackage)
  );
}

const { DEMO_PASSWORD, demoAccounts: accounts } = demoAccounts();
const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR || path.join(root, '.data')}`;
console.log(`
  Handyhub is running at ${site.url}
    shell     ${site.url}
    booking   http://localhost:3001 (remote)
    provider  http://localhost:3002 (remote)
    market    http://localhost:3003 (remote)
    api       ${site.apiUrl} (reached through ${site.url}/api; docs at ${site.url}/api/docs)
    database  ${database}

  Demo accounts (password: ${DEMO_PASSWORD}):
${accounts.map((account) => `    ${account.role.padEnd(9)} ${account.email.padEnd(22)} ${account.can}`).join('\n')}
  Press Ctrl+C to stop.
`);

const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
