// @ts-check
/**
 * The shell is not built with the federation plugin: it bundles its own libraries like any app,
 * and its remote loading (apps/shell/src/remotes/federation.ts, a chunk of its own) creates the
 * page's federation instance with the runtime API when a remote is about to be needed, providing
 * the shell's shared modules from `shell-federation-host` (shared-entries/host-provides.mjs).
 * So the home page carries no federation runtime, share tables or bundler runtime for them.
 *
 * One copy of the Module Federation runtime core on the page: the shell's. Every remote's
 * `remoteEntry.js` used to carry its own (about 15 KB gzip of each remote's first visit); the
 * remotes are now built with MF's `experiments.externalRuntime`, which reads the core from
 * `globalThis._FEDERATION_RUNTIME_CORE`, and the shell's runtime plugin puts its own copy there
 * before any remote loads. A remote's standalone page has no shell: it loads
 * `standalone-runtime.js`, a second small build of the core, before `main.js`.
 * What a remote still carries is its own bundler runtime (share tables, chunk loading): it is
 * built against the same @module-federation packages as the shell (one lockfile).
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const STANDALONE_RUNTIME_FILE = 'standalone-runtime.js';

/**
 * The build-time switches the federation plugin would define for the runtime the shell bundles:
 * no snapshot or manifest machinery (the shell reads the remotes' manifests itself), browser only.
 */
export const hostRuntimeFlags = {
  FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
  FEDERATION_OPTIMIZE_NO_REMOTE: false,
  FEDERATION_OPTIMIZE_NO_SHARED: false,
  ENV_TARGET: JSON.stringify('web'),
};

/** The shell's runtime plugin that provides its runtime core to the remotes. */
export const provideRuntimeCorePlugin = fileURLToPath(new URL('./runtime/provide-runtime-core.mjs', import.meta.url));

/**
 * The second, tiny compile of a remote's build: `standalone-runtime.js` beside the remote's own
 * files. It runs after the remote's compile (whose `output.clean` would remove it otherwise).
 * @param {{ appDir: string, name: string, mode: 'development' | 'production' }} options
 * @returns {import('webpack').Configuration}
 */
export function standaloneRuntimeConfig({ appDir, name, mode }) {
  return {
    name: `${name}-standalone-runtime`,
    dependencies: [name],
    mode,
    context: appDir,
    entry: { 'standalone-runtime': fileURLToPath(new URL('./runtime/standalone-runtime-entry.mjs', import.meta.url)) },
    devtool: false,
    output: { path: path.join(appDir, 'dist'), filename: STANDALONE_RUNTIME_FILE, clean: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
