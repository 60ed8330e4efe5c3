// @ts-check
/**
 * What the shell provides to the remotes' share scope, written at build time as a module of the
 * shell's (`shell-federation-host`, see ../federation-runtime.mjs). The shell is not built with
 * the federation plugin: it bundles its libraries as any app does and starts the federation
 * runtime only when a remote is about to be needed, handing the runtime each shared module as
 * a `get` that imports it (the module the shell already runs, or a chunk of its build).
 *
 * Provided: every shared key that is a module of its own (React, the subsets, …) and every
 * subpath of a shared workspace package (`@marketplace/shared-ui/button`, …) that the shell's
 * code or a shared package imports: what the federation plugin's host provided before, found
 * the way `scan-imports.mjs` finds the subsets' names.
 */
import { mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { browserSources } from './scan-imports.mjs';
import { writeIfChanged } from './write-subsets.mjs';

/** Source trees whose imports the shell's build can reach: its own and the shared packages'. */
const reachable = (/** @type {string} */ file) => file.startsWith('apps/shell/') || file.startsWith('packages/');

const WORKSPACE = '@marketplace/';

/** Module specifiers in a file: `from '…'`, `import '…'`, `import('…')`, `require('…')`. */
const specifierPattern = /(?:\bfrom|\bimport|\brequire)\s*\(?\s*['"]([^'"$\n]+)['"]/g;

/**
 * The specifiers of the workspace packages (`@marketplace/…`) that the reachable browser code
 * imports, sorted.
 * @param {string} root
 */
export function importedWorkspaceModules(root) {
  /** @type {Set<string>} */
  const found = new Set();
  for (const file of browserSources(root).filter(reachable)) {
    for (const [, specifier] of readFileSync(path.join(root, file), 'utf8').matchAll(specifierPattern)) {
      if (specifier?.startsWith(WORKSPACE)) found.add(specifier);
    }
  }
  return [...found].sort();
}

/**
 * @typedef {import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig} SharedConfig
 * @typedef {{ key: string, request: string, version: string, requiredVersion: string }} Provide
 */

/**
 * @param {Record<string, SharedConfig>} shared the shared configuration (shared-dependencies.mjs)
 * @param {string[]} imported the workspace modules the shell's build can reach
 * @returns {Provide[]}
 */
export function hostProvides(shared, imported) {
  /** @param {string} key @param {SharedConfig} config @returns {Provide} */
  const provide = (key, config) => ({
    key,
    request: typeof config.import === 'string' ? config.import : key,
    version: String(config.version),
    requiredVersion: String(config.requiredVersion),
  });
  // A workspace package's own name only when imported: some have no main entry.
  const exact = Object.entries(shared)
    .filter(([key]) => !key.endsWith('/') && (!key.startsWith(WORKSPACE) || imported.includes(key)))
    .map(([key, config]) => provide(key, config));
  const underPrefix = imported.flatMap((specifier) => {
    if (shared[specifier]) return [];
    const prefix = Object.keys(shared).find((key) => key.endsWith('/') && specifier.startsWith(key));
    return prefix ? [provide(specifier, /** @type {SharedConfig} */ (shared[prefix]))] : [];
  });
  return [...exact, ...underPrefix].sort((a, b) => a.key.localeCompare(b.key));
}

/**
 * The module's text. Each entry:
 *
 * - `get` imports the module, once (the shell's own copy, in `main.js` or a chunk of its build);
 * - `loading` is a promise-like that runs the same `get` when first awaited. With it, the runtime
 *   treats the entry as the shell's copy being loaded, whoever asks first: an entry with only
 *   `get` is relabelled `from` the first remote that loads it, and re-registering that remote (a
 *   failed version giving way to the previous one) would then delete the shell's entry, leaving
 *   the next version to run its own React;
 * - `providedBy: 'shell'` tells the shell's copies apart in tests (e2e composition.spec.ts,
 *   every-remote.spec.ts);
 * - `strategy: 'loaded-first'` keeps a remote from replacing it before anything has loaded it.
 *
 * CommonJS on purpose: webpack gives an `import()` of a CommonJS package (react, react-dom) from
 * it the named exports too, as the federation plugin's host did.
 * @param {Provide[]} provides @param {string} runtimeCorePlugin
 */
export function hostProvidesText(provides, runtimeCorePlugin) {
  const lines = provides.map(
    ({ key, request, version, requiredVersion }) =>
      `  ${JSON.stringify(key)}: { version: ${JSON.stringify(version)}, shareConfig: { singleton: true, requiredVersion: ${JSON.stringify(requiredVersion)} }, ` +
      `...provide(() => import(${JSON.stringify(request)})), strategy: 'loaded-first', providedBy: 'shell' },`,
  );
  return [
    '// Written by @marketplace/build-config (src/shared-entries/host-provides.mjs) at build time. Do not edit.',
    'function provide(load) {',
    '  let started;',
    '  const get = () => (started ??= load().then((module) => () => module));',
    '  return { get, loading: { then: (resolve, reject) => get().then(resolve, reject) } };',
    '}',
    `exports.runtimePlugins = [require(${JSON.stringify(runtimeCorePlugin)}).default()];`,
    'exports.shared = {',
    ...lines,
    '};',
    '',
  ].join('\n');
}

/**
 * Writes the shell's `shell-federation-host` module into `outDir` and returns its path.
 * @param {{ root: string, outDir: string, shared: Record<string, SharedConfig>, runtimeCorePlugin: string }} options
 */
export function writeHostProvides({ root, outDir, shared, runtimeCorePlugin }) {
  const file = path.join(outDir, 'federation-host.cjs');
  mkdirSync(outDir, { recursive: true });
  writeIfChanged(file, hostProvidesText(hostProvides(shared, importedWorkspaceModules(root)), runtimeCorePlugin));
  return file;
}
