import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import {
  canaryRemote,
  openReleaseStore,
  promoteRemote,
  readShellAccepts,
  releaseRemote,
  ReleaseRefusedError,
  ReleaseStepError,
  rollBackRemote,
} from '../src/releases';
import { defaultReleasesDir } from '../src/releases/location';

/**
 * The release commands, docs/deploy.md:
 *   release <remote> [--dir <built output>] [--env <environment>] [--canary <percent>] [--force] [--check] [--shell <shell dist>]
 *   rollback <remote> [--env <environment>]
 *   canary <remote> <version> <percent> [--env <environment>]
 *   promote <remote> [--env <environment>] [--from <environment>]
 * The store is RELEASES_DIR (default: releases/ at the repository's root).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const REMOTES = ['booking', 'provider', 'market'];
const DEFAULT_BUDGET_KB = 40;

const usage = `Usage:
  pnpm release <remote> [--dir <built output>] [--env <environment>] [--canary <percent>] [--force] [--check] [--shell <shell dist>]
  pnpm rollback <remote> [--env <environment>]
  pnpm canary <remote> <version> <percent> [--env <environment>]
  pnpm promote <remote> [--env <environment>] [--from <environment>]
<remote> is one of ${REMOTES.join(', ')}; the environment is "production" unless --env says otherwise.`;

function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** A remote's first-visit budget: `marketplace.firstVisitBudgetKb` in its package.json, else 40 KB. */
function budgetBytes(remote: string): number {
  const file = path.join(root, 'apps', remote, 'package.json');
  const declared = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as { marketplace?: { firstVisitBudgetKb?: number } }).marketplace?.firstVisitBudgetKb : undefined;
  return Math.round((declared ?? DEFAULT_BUDGET_KB) * 1024);
}

/** Builds the remote from this checkout (what a pipeline does without --dir); returns its output folder. */
function build(remote: string): string {
  console.log(`Building ${remote}…`);
  const result = spawnSync('pnpm', ['--filter', remote, 'build'], { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) fail(`The build of ${remote} failed; nothing was published.`);
  return path.join(root, 'apps', remote, 'dist');
}

function main(argv: string[]): string[] {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      env: { type: 'string', default: 'production' },
      canary: { type: 'string' },
      force: { type: 'boolean', default: false },
      check: { type: 'boolean', default: false },
      shell: { type: 'string' },
      from: { type: 'string' },
    },
  });
  const [command, remote, ...rest] = positionals;
  if (!command || !remote) fail(usage);
  if (!REMOTES.includes(remote)) fail(`"${remote}" is not a remote (${REMOTES.join(', ')}).\n\n${usage}`);
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(values.env)) fail(`--env must be a lower-case name such as production or staging, got "${values.env}".`);
  const store = openReleaseStore(defaultReleasesDir(process.env, root));
  const now = new Date();
  const percent = (text: string | undefined) => (text === undefined ? undefined : /^\d+$/.test(text) ? Number(text) : fail(`The canary share must be a whole percentage, got "${text}".`));
  switch (command) {
    case 'release': {
      const builtDir = values.dir ? path.resolve(values.dir) : build(remote);
      const shell = readShellAccepts(path.resolve(values.shell ?? path.join(root, 'apps/shell/dist')));
      return releaseRemote(store, {
        remote,
        builtDir,
        environment: values.env,
        shell,
        budgetBytes: budgetBytes(remote),
        force: values.force,
        canaryPercent: percent(values.canary),
        checkOnly: values.check,
        now,
      }).lines;
    }
    case 'rollback':
      return rollBackRemote(store, remote, values.env, now);
    case 'canary': {
      const [version, share] = rest;
      if (!version || !share) fail(usage);
      return canaryRemote(store, remote, version, percent(share) as number, values.env, now);
    }
    case 'promote':
      return promoteRemote(store, remote, values.env, now, values.from);
    default:
      return fail(`Unknown command "${command}".\n\n${usage}`);
  }
}

try {
  for (const line of main(process.argv.slice(2))) console.log(line);
} catch (error) {
  // A refusal, a step that makes no sense, a bad folder or argument: the message says it all.
  if (error instanceof ReleaseRefusedError || error instanceof ReleaseStepError) fail(error.message);
  if (error instanceof Error && 'code' in error && String(error.code).startsWith('ERR_PARSE_ARGS')) fail(`${error.message}\n\n${usage}`);
  if (error instanceof Error && !process.env.DEBUG) fail(error.message);
  throw error;
}
