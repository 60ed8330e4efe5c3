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
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);
const entries = path.join(path.dirname(fileURLToPath(import.meta.url)), 'shared-entries');

/** @param {string} appDir @param {string} name */
function installedVersion(appDir, name) {
  const pkgPath = require.resolve(`${name}/package.json`, { paths: [appDir] });
  return /** @type {{ version: string }} */ (require(pkgPath)).version;
}

/** @param {string} appDir @param {string} name */
function packageDir(appDir, name) {
  return path.dirname(require.resolve(`${name}/package.json`, { paths: [appDir] }));
}

/**
 * Shared keys whose provided module is a tree-shaken subset (see shared-entries/). Module
 * Federation 2.9.2's own `treeShaking: { mode: 'runtime-infer' }` was tried instead (issue 12):
 * its shared-fallback build imports a default export from every shared package, which fails
 * here (the apps are `"type": "module"`, and react-router-dom, @tanstack/react-query have no
 * default export), and the exports it keeps depend on what each build happens to use. The
 * subsets are one fixed list for every build; e2e/tests/every-remote.spec.ts loads each remote
 * against the host's copy.
 */
const subsets = {
  'react-router': 'react-router.mjs',
  'react-router-dom': 'react-router.mjs',
  '@sentry/react': 'sentry-react.mjs',
  '@tanstack/react-query': 'react-query.mjs',
};

const npmSingletons = ['react', 'react-dom', 'react-router', 'react-router-dom', '@sentry/react', '@tanstack/react-query'];
// Who is logged in (session), the API client and its query keys (api-client), the account and
// notification screens (account-ui): each holds state every app must see once.
const workspaceSingletons = ['@marketplace/shared-ui', '@marketplace/error-reporting', '@marketplace/api-client', '@marketplace/session', '@marketplace/account-ui'];

/**
 * @param {string} appDir
 * @returns {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>}
 */
export function sharedDependencies(appDir) {
  /** @type {Record<string, import('@module-federation/enhanced').moduleFederationPlugin.SharedConfig>} */
  const shared = {};
  for (const name of npmSingletons) {
    const version = installedVersion(appDir, name);
    const subset = subsets[/** @type {keyof typeof subsets} */ (name)];
    shared[name] = {
      singleton: true,
      requiredVersion: `^${version}`,
      version,
      ...(subset ? { import: path.join(entries, subset) } : {}),
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
 * Aliases the subsets import from: the real files, under names no shared key matches (an
 * import of `react-router` inside the subset would consume the subset itself).
 * @param {string} appDir
 */
export function subsetAliases(appDir) {
  const router = packageDir(appDir, 'react-router');
  const sentry = packageDir(appDir, '@sentry/react');
  const query = packageDir(appDir, '@tanstack/react-query');
  return {
    'react-router-implementation$': path.join(router, 'dist/production/index.mjs'),
    'sentry-react-implementation$': path.join(sentry, 'build/esm/index.js'),
    'react-query-implementation$': path.join(query, 'build/modern/index.js'),
  };
}
