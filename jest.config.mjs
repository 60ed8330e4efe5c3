/**
 * One jest run: `web` for the web packages and apps (jsdom), `servers` for the app servers (the
 * shell's server, packages/app-server: node), `api` for apps/api (node, real database).
 */
const swc = [
  '@swc/jest',
  { jsc: { parser: { syntax: 'typescript', tsx: true }, transform: { react: { runtime: 'automatic' } } } },
];

const serverCode = ['<rootDir>/apps/shell/server/', '<rootDir>/packages/app-server/'];

// Two ES-module-only dependencies of fastify's inject and @fastify/static: Node 20 can require
// them, jest's sandbox cannot, so jest compiles them to CommonJS.
// The shell's server also reads the page titles' messages (react-intl, ES modules only).
const esmOnlyServerDependencies = '/node_modules/(?!\\.pnpm/(cookie|content-disposition|react-intl|@formatjs\\+[a-z-]+|intl-messageformat)@)(?!(cookie|content-disposition|react-intl|@formatjs/[a-z-]+|intl-messageformat)/)';
// The API also reads pictures with file-type, ES-module-only, as are its dependencies. React
// Email's render loads react-dom/server with import(), which jest's sandbox refuses: compiled too.
// FormatJS (the API's messages, docs/languages.md) ships ES modules only too.
const apiEsmOnly = [
  'cookie', 'content-disposition', 'file-type', 'strtok3', 'token-types', 'uint8array-extras', '@tokenizer/inflate', '@tokenizer/token', '@borewit/text-codec', '@react-email/render',
  '@formatjs/intl', '@formatjs/icu-messageformat-parser', '@formatjs/icu-skeleton-parser', '@formatjs/fast-memoize', '@formatjs/ecma402-abstract', '@formatjs/intl-localematcher', 'intl-messageformat',
];
const inStore = apiEsmOnly.map((name) => name.replace('/', '\\+')).join('|');
const esmOnlyApiDependencies = `/node_modules/(?!\\.pnpm/(${inStore})@)(?!(${apiEsmOnly.join('|')})/)`;

export default {
  // A project-level testTimeout is ignored by jest: it is a global option.
  testTimeout: 30_000,
  projects: [
    {
      displayName: 'web',
      testEnvironment: 'jsdom',
      // test/ holds the lint rules' own test (the fixtures are not tests: they do not end in .test).
      roots: ['<rootDir>/apps', '<rootDir>/packages', '<rootDir>/test'],
      testMatch: ['**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/', '<rootDir>/apps/api/', ...serverCode],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      // TanStack Table 9 and its store ship ES modules only: compiled to CommonJS like react-router.
      // FormatJS (react-intl and the libraries under it) likewise.
      transformIgnorePatterns: [
        '/node_modules/(?!\\.pnpm/|@tanstack/(react-table|table-core|store|react-store)/|@formatjs/|react-intl/|intl-messageformat/)',
        '/node_modules/\\.pnpm/(?!react-router|@sentry|@tanstack\\+(react-table|table-core|store|react-store)@|@formatjs\\+|react-intl@|intl-messageformat@)',
      ],
      // An English catalogue's pseudo-locale is made by the build (packages/build-config's messages loader).
      moduleNameMapper: { '\\.module\\.css$': 'identity-obj-proxy', '\\.css$': '<rootDir>/test/style-stub.cjs', '^(.*\\.json)\\?pseudo=.*$': '$1', '^@testing-library/react$': '<rootDir>/packages/test-support/src/testing-library-in-english.cjs' },
      setupFiles: ['<rootDir>/test/jest-polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/test/jest-setup.ts'],
      globals: { __MFE_NAME__: 'test', __MFE_RELEASE__: 'test@0.0.0+test' },
    },
    {
      displayName: 'servers',
      testEnvironment: 'node',
      roots: ['<rootDir>/apps/shell/server', '<rootDir>/packages/app-server'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      transformIgnorePatterns: [esmOnlyServerDependencies],
    },
    {
      // API tests build the real app and call it with app.inject against a real database:
      // TEST_DB=pglite (default) or TEST_DB=postgres with DATABASE_URL. One migrated and seeded
      // template per run (globalSetup); each test file gets its own copy of it.
      displayName: 'api',
      // jest's node environment + PGlite loaded outside the module sandbox (see the file).
      testEnvironment: '<rootDir>/apps/api/src/test-support/api-test-environment.cjs',
      roots: ['<rootDir>/apps/api'],
      testMatch: ['**/*.test.ts'],
      testPathIgnorePatterns: ['/node_modules/', '/dist/'],
      transform: { '^.+\\.[cm]?[tj]sx?$': swc },
      transformIgnorePatterns: [esmOnlyApiDependencies],
      moduleNameMapper: {
        '^@electric-sql/pglite$': '<rootDir>/apps/api/src/test-support/native/pglite.cjs',
        '^@electric-sql/pglite/contrib/btree_gist$': '<rootDir>/apps/api/src/test-support/native/pglite-btree-gist.cjs',
        // Its exports map offers `import` only; compiled to CommonJS above.
        '^file-type$': '<rootDir>/apps/api/node_modules/file-type/index.js',
      },
      globalSetup: '<rootDir>/apps/api/src/test-support/global-setup.ts',
      globalTeardown: '<rootDir>/apps/api/src/test-support/global-teardown.ts',
    },
  ],
};
