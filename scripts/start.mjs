// @ts-check
// `npm start`: install everything, build every app, and start the whole site.
import { startSite } from './lib/site.mjs';
import { timed } from './lib/run.mjs';
import { ensurePnpm, installDependencies, pnpmRun } from './lib/tools.mjs';

const pnpm = await timed('pnpm', ensurePnpm);
await timed('Install dependencies', () => installDependencies(pnpm));
await timed('Build the shell and the remotes', () => pnpmRun(pnpm, ['run', 'build']));
const site = await timed('Start the site', () => startSite());

console.log(`
  Handyhub is running at ${site.url}
    shell     ${site.url}
    booking   http://localhost:3001 (remote)
    provider  http://localhost:3002 (remote)
    market    http://localhost:3003 (remote)
  Press Ctrl+C to stop.
`);

const stop = async () => {
  await site.stop();
  process.exit(0);
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
