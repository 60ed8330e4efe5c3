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
// The local site has the demo accounts (even with an https PUBLIC_URL), unless DEMO_DATA=off says otherwise.
const demoData = process.env.DEMO_DATA?.trim() || 'on';
const site = await timed('Start the site', () => startSite({ persistData: true, apiEnv: { DEMO_DATA: demoData } }));

/** The demo accounts, from the API's seed (TypeScript, loaded through the API's tsx). */
function demoAccounts() {
  const apiPackage = path.join(root, 'apps/api/package.json');
  const tsx = createRequire(apiPackage)('tsx/cjs/api');
  return /** @type {{ DEMO_PASSWORD: string, demoAccounts: Array<{ role: string, email: string, can: string }> }} */ (
    tsx.require('./src/seed/demo-accounts.ts', apiPackage)
  );
}

/** What the banner says about logging in: the demo accounts, or how to make the first admin. */
function demoAccountsText() {
  if (['0', 'false', 'no', 'off'].includes(demoData.toLowerCase())) {
    return '  No demo accounts (DEMO_DATA=off). Make the first admin with: pnpm --filter api create-admin --email <address>';
  }
  const { DEMO_PASSWORD, demoAccounts: accounts } = demoAccounts();
  return `  Demo accounts (password: ${DEMO_PASSWORD}):
${accounts.map((account) => `    ${account.role.padEnd(9)} ${account.email.padEnd(22)} ${account.can}`).join('\n')}`;
}

const database = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${process.env.DATA_DIR || path.join(root, '.data')}`;
console.log(`
  Handyhub is running at ${site.url}
    shell     ${site.url}
    booking   http://localhost:3001 (remote)
    provider  http://localhost:3002 (remote)
    market    http://localhost:3003 (remote)
    api       ${site.apiUrl} (reached through ${site.url}/api; docs at ${site.url}/api/docs)
    database  ${database}

${demoAccountsText()}
  Ship a remote without restarting anything: pnpm release booking (then rollback, canary, promote: docs/deploy.md).
  Press Ctrl+C to stop.
`);

const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
