// @ts-check
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The release an app reports errors under: `<name>@<version>+<commit>`, or the env value
 * `RELEASE` when a deployment pipeline sets one. Baked into that app's own build, so each
 * micro-frontend keeps its release when it is deployed on its own.
 *
 * @param {string} appDir
 * @param {string} name
 */
export function buildRelease(appDir, name) {
  if (process.env.RELEASE) return process.env.RELEASE;
  const { version } = JSON.parse(readFileSync(path.join(appDir, 'package.json'), 'utf8'));
  return `${name}@${version}+${gitCommit(appDir)}`;
}

/** @param {string} cwd */
function gitCommit(cwd) {
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

const RUNTIME_CORE = '@module-federation/runtime-core';

/** The runtime core the shell bundles: build-config pins it (its package exports no package.json). */
function runtimeCoreVersion() {
  const pinned = JSON.parse(readFileSync(fileURLToPath(new URL('../package.json', import.meta.url)), 'utf8')).dependencies?.[RUNTIME_CORE];
  if (!/^\d+\.\d+\.\d+$/.test(pinned ?? '')) throw new Error(`packages/build-config must pin ${RUNTIME_CORE} to an exact version, got "${pinned}".`);
  return pinned;
}

/** @param {string} file */
const readPackage = (file) => /** @type {{ version: string, marketplace?: { acceptsContract?: string } }} */ (JSON.parse(readFileSync(file, 'utf8')));

/**
 * What a release checks a remote against the shell with (docs/deploy.md, "Compatibility"): a
 * remote records the version of the shell–remote contract it implements (the version of
 * @marketplace/mfe-contract it is built with); the shell records the contract range it accepts
 * (`marketplace.acceptsContract` in its package.json) and the version of every singleton it
 * provides to the page.
 * @param {string} appDir
 * @param {boolean} isRemote
 * @param {Record<string, { singleton?: boolean, version?: string | false }>} shared
 */
export function compatibilityInfo(appDir, isRemote, shared) {
  const contractPackage = fileURLToPath(new URL('../../mfe-contract/package.json', import.meta.url));
  if (isRemote) return { contract: readPackage(contractPackage).version };
  const acceptsContract = readPackage(path.join(appDir, 'package.json')).marketplace?.acceptsContract;
  if (!acceptsContract) throw new Error(`${appDir}/package.json must say which remote contract versions it accepts (marketplace.acceptsContract).`);
  const provides = Object.fromEntries(
    Object.entries(shared)
      .filter(([name, config]) => config.singleton && typeof config.version === 'string' && !name.endsWith('/'))
      .map(([name, config]) => [name, /** @type {string} */ (config.version)]),
  );
  // Remotes run on the shell's federation runtime core (federation-runtime.mjs): its version is
  // checked like a singleton's against the federation plugin a remote is built with.
  provides[RUNTIME_CORE] = runtimeCoreVersion();
  return { acceptsContract, provides };
}

/**
 * The JavaScript files of the chunk groups that the exposed routes module's `import()`s of
 * `requests` start (as written there, e.g. './pages/book-now/services-page'): the page a remote's
 * first visit shows, for the release's first-visit size (docs/deploy.md).
 * @param {import('webpack').Compilation} compilation
 * @param {string[]} requests
 */
function firstViewFiles(compilation, requests) {
  const files = new Set();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => requests.includes(origin.request))) continue;
    for (const chunk of group.chunks) for (const file of chunk.files) if (file.endsWith('.js')) files.add(file);
  }
  const missing = requests.filter((request) => ![...compilation.chunkGroups].some((group) => group.origins.some((origin) => origin.request === request)));
  if (missing.length) throw new Error(`firstView names ${missing.join(', ')}, which no import() of the build loads.`);
  return [...files].sort();
}

/**
 * Writes dist/build-info.json ({ name, release, builtAt, compatibilityInfo's, and a remote's
 * firstView files }) so servers and releases can tell what a build is. Written once chunk names
 * carry their final content hashes.
 */
export class BuildInfoPlugin {
  /** @param {{ name: string; release: string; contract?: string; acceptsContract?: string; provides?: Record<string, string> }} info @param {string[]} [firstView] */
  constructor(info, firstView) {
    this.info = info;
    this.firstView = firstView;
  }

  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('BuildInfoPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'BuildInfoPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_HASH + 1 }, () => {
        const firstView = this.firstView ? { firstView: firstViewFiles(compilation, this.firstView) } : {};
        const info = { ...this.info, ...firstView, builtAt: new Date().toISOString() };
        compilation.emitAsset('build-info.json', new RawSource(`${JSON.stringify(info, null, 2)}\n`));
      });
    });
  }
}
