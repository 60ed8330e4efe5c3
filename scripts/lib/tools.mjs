// @ts-check
/**
 * Installs what the start and test commands need when it is missing, so both work on a fresh
 * machine that has only Node.js and npm (and, for the tests, root access to Debian packages).
 */
import { existsSync } from 'node:fs';
import { run, succeeds } from './run.mjs';

const PNPM_VERSION = '12.21.0';

/** @returns {Promise<string[]>} the command (and leading args) that runs pnpm */
export async function ensurePnpm() {
  if (succeeds('pnpm', ['--version'])) return ['pnpm'];
  console.log(`pnpm not found: installing pnpm@${PNPM_VERSION} with npm…`);
  try {
    await run('npm', ['install', '--global', `pnpm@${PNPM_VERSION}`]);
    if (succeeds('pnpm', ['--version'])) return ['pnpm'];
  } catch {
    // no permission for a global install: fall back to npx below
  }
  return ['npx', '--yes', `pnpm@${PNPM_VERSION}`];
}

/** @param {string[]} pnpm @param {string[]} args @param {{ quiet?: boolean }} [options] */
export function pnpmRun(pnpm, args, options = {}) {
  const [command, ...leading] = pnpm;
  return run(/** @type {string} */ (command), [...leading, ...args], options);
}

/** @param {string[]} pnpm */
export async function installDependencies(pnpm) {
  await pnpmRun(pnpm, ['install', '--frozen-lockfile']);
}

/**
 * Installs Debian packages whose marker file is missing (needs root, as on CI).
 * @param {Record<string, string>} packages package name -> a file it provides
 */
export async function ensureDebianPackages(packages) {
  const missing = Object.entries(packages).filter(([, marker]) => !existsSync(marker));
  if (missing.length === 0) return;
  const names = missing.map(([name]) => name);
  console.log(`Installing Debian packages: ${names.join(', ')}…`);
  const sudo = process.getuid?.() === 0 ? [] : ['sudo'];
  const apt = async (/** @type {string[]} */ args) =>
    sudo.length ? run('sudo', ['apt-get', ...args]) : run('apt-get', args);
  await apt(['update', '-qq']);
  await apt(['install', '-y', '-qq', '--no-install-recommends', ...names]).catch(() =>
    apt(['install', '-y', '-qq', ...names]),
  );
}
