// @ts-check
/**
 * The modules every app shares as one copy on the page. React and everything that holds React
 * context or global state (router, Sentry, query cache, API client, session, account screens,
 * shared-ui, error reporting) must be singletons. zod is not shared: it holds no state the apps
 * share, and a shared module cannot be tree-shaken (shared, all of zod was 88 KB gzip on the
 * first booking page). The API client is shared so that its `ApiError` is one class: an error
 * thrown by api-client's client (the shell's copy) must be `instanceof ApiError` in a remote too.
 * Workspace packages get an explicit version: `workspace:*` is not semver.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { subsets } from './shared-entries/subsets.mjs';
import { installedExports, writeSubsetEntries } from './shared-entries/write-subsets.mjs';
import { writeHostProvides } from './shared-entries/host-provides.mjs';

const require = createRequire(import.meta.url);
const monorepoRoot = fileURLToPath(new URL('../../..', import.meta.url));

/**
 * The package.json of `name` as `appDir` resolves it. Some packages (react-intl) do not export
 * their package.json: then it is found above their entry point.
 * @param {string} appDir @param {string} name
 */
function installedPackageJson(appDir, name) {
  try {
    return require.resolve(`${name}/package.json`, { paths: [appDir] });
  } catch (error) {
    if (/** @type {{ code?: string }} */ (error).code !== 'ERR_PACKAGE_PATH_NOT_EXPORTED') throw error;
  }
  for (let dir = path.dirname(require.resolve(name, { paths: [appDir] })); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const candidate = path.join(dir, 'package.json');
    if (existsSync(candidate) && /** @type {{ name?: string }} */ (require(candidate)).name === name) return candidate;
  }
  throw new Error(`No package.json found for ${name} from ${appDir}.`);
}

/** @param {string} appDir @param {string} name */
function installedVersion(appDir, name) {
  return /** @type {{ version: string }} */ (require(installedPackageJson(appDir, name))).version;
}

/** Each app's subset entries, written once per build process (the shell's prerender config asks again). */
const written = new Map();

/**
 * The subset entries (see shared-entries/subsets.mjs), written into the app's own
 * `node_modules/.cache` so that the real packages they import resolve from the app, through
 * each package's `exports`. Module Federation 2.9.2's own `treeShaking: { mode: 'runtime-infer' }`
 * was tried instead (issue 12): its shared-fallback build imports a default export from every
 * shared package, which fails here (the apps are `"type": "module"`, and react-router-dom,
 * @tanstack/react-query have no default export), and the exports it keeps depend on what each
 * build happens to use. The entries are written from every app's imports, so every build gets
 * the same ones; e2e/tests/every-remote.spec.ts loads each remote against the host's copy.
 * @param {string} appDir
 * @returns {Record<string, string>}
 */
function subsetEntries(appDir) {
  if (!written.has(appDir)) {
    const outDir = path.join(appDir, 'node_modules/.cache/marketplace-shared-entries');
    written.set(appDir, writeSubsetEntries({ root: monorepoRoot, outDir, exportsOf: installedExports(appDir) }));
  }
  return written.get(appDir);
}

// react-intl holds the page's language and messages in React context: one copy for every app.
const npmSingletons = ['react', 'react-dom', 'react-router', 'react-router-dom', '@sentry/react', '@tanstack/react-query', 'react-intl'];
// Who is logged in (session), the API client and its query keys (api-client), the account and
// notification screens (account-ui): each holds state every app must see once.
// The page's language (i18n) likewise.
const workspaceSingletons = ['@marketplace/shared-ui', '@marketplace/error-reporting', '@marketplace/api-client', '@marketplace/session', '@marketplace/account-ui', '@marketplace/i18n'];

/**
 * @param {string} appDir
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedDependencies(appDir) {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  const entries = subsetEntries(appDir);
  for (const name of npmSingletons) {
    const version = installedVersion(appDir, name);
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(entries[name] ? { import: entries[name] } : {}),
    };
  }
  shared['react-dom/client'] = { ...shared['react-dom'] };
  // Shared too, or every shared chunk that renders JSX (each shared-ui component is one) carries
  // its own copy of the JSX runtime: a dozen copies on the home page alone.
  shared['react/jsx-runtime'] = { ...shared.react };
  for (const name of workspaceSingletons) {
    const version = installedVersion(appDir, name);
    const config = { singleton: true, requiredVersion: `^${version}`, version };
    shared[name] = config;
    // The trailing slash shares each subpath export (one per component) as its own singleton.
    shared[`${name}/`] = config;
  }
  // Only the zod-free client entry: the schemas stay tree-shaken into each app that uses them.
  const contracts = '@marketplace/contracts';
  const contractsVersion = installedVersion(appDir, contracts);
  shared[`${contracts}/client`] = { singleton: true, requiredVersion: `^${contractsVersion}`, version: contractsVersion };
  return shared;
}

/**
 * The shell's `shell-federation-host` module (shared-entries/host-provides.mjs): what it
 * provides to the remotes, and the runtime plugin that hands them its federation runtime core.
 * @param {string} appDir
 * @param {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} shared the app's `sharedDependencies`
 * @param {string} runtimeCorePlugin
 */
export function hostFederationModule(appDir, shared, runtimeCorePlugin) {
  const outDir = path.join(appDir, 'node_modules/.cache/marketplace-shared-entries');
  return writeHostProvides({ root: monorepoRoot, outDir, shared, runtimeCorePlugin });
}

/**
 * Aliases the subset entries import the real packages under (names no shared key matches), each
 * to the package's own name: resolved from the entry, in the app's `node_modules`, through the
 * package's `exports`.
 */
export function subsetAliases() {
  return Object.fromEntries(subsets.map((subset) => [`${subset.alias}$`, subset.implementation]));
}
