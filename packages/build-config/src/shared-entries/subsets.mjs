// @ts-check
/**
 * The shared libraries provided to the share scope as a subset: only the names the apps import.
 * Federation cannot tree-shake a shared module, so shared whole each would be on every page:
 *
 * - React Router: the whole package (data routers, server rendering, framework mode, RSC) costs
 *   ~62 KB gzip on every page, the declarative part the apps use ~14 KB. MemoryRouter serves
 *   only tests and the build-time prerender, which use the real package.
 * - TanStack Query: infinite and parallel queries, suspense hooks, hydration, mutation state and
 *   streamed queries, where the apps use plain queries and mutations on the shell's QueryClient.
 * - The Sentry SDK (for packages/error-reporting): replay, feedback, profiling and every router
 *   integration are ~148 KB gzip; the subset (~62 KB) is fetched after first paint
 *   (packages/error-reporting/src/sdk.ts), session replay later still.
 * - react-intl (docs/languages.md): its components the apps do not use (relative times,
 *   display names, date ranges, the injectIntl wrapper) stay off the page.
 *
 * `write-subsets.mjs` writes each entry at build time from what the browser code imports
 * (`scan-imports.mjs`). The shell provides the subsets, so a remote that starts using a new name
 * needs the shell rebuilt and redeployed with it.
 */

/**
 * @typedef {object} Subset
 * @property {string} file the entry's file name
 * @property {readonly string[]} keys the shared keys (and import specifiers) it is provided under
 * @property {string} implementation the package the names come from
 * @property {string} alias the name the entry imports the real package under: no shared key
 *   matches it, whereas an import of `react-router` inside the entry would consume the entry itself
 */

/** @type {readonly Subset[]} */
export const subsets = [
  { file: 'react-router.mjs', keys: ['react-router', 'react-router-dom'], implementation: 'react-router', alias: 'react-router-implementation' },
  { file: 'react-query.mjs', keys: ['@tanstack/react-query'], implementation: '@tanstack/react-query', alias: 'react-query-implementation' },
  { file: 'sentry-react.mjs', keys: ['@sentry/react'], implementation: '@sentry/react', alias: 'sentry-react-implementation' },
  { file: 'react-intl.mjs', keys: ['react-intl'], implementation: 'react-intl', alias: 'react-intl-implementation' },
];
