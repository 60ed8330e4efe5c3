// @ts-check
import { readdirSync } from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import { apiModuleZones, compositionRootZones } from './eslint.api-modules.mjs';
import { i18nTextBlock } from './eslint.i18n.mjs';

// The import rules are proved by test/lint/lint-rules.test.ts: one fixture per rule.
const root = import.meta.dirname;
const remotes = ['booking', 'provider', 'market'];
const apps = ['shell', ...remotes];

/** The folders directly below `dir` (none when it does not exist). */
function foldersIn(dir) {
  try {
    return readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}

/** No app imports another app's code by path. */
const appBoundaries = apps.map((app) => ({
  target: `./apps/${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./apps/${other}`),
  message: `${app} may not import another app's code; share it through a package in packages/.`,
}));

/**
 * Inside an app, imports go one way: shared code (lib, components, stores, hooks) -> features ->
 * the app (pages, layouts, routes). A feature never imports another feature; pages compose them
 * (bulletproof-react's zones). Features are read from disk, so a new one is covered at once.
 */
function layerZones(app) {
  const src = `./apps/${app}/src`;
  const appLevel = ['pages', 'layouts', 'app', 'routes.tsx'].map((part) => `${src}/${part}`);
  return [
    ...foldersIn(`${src}/features`).map((feature) => ({
      target: `${src}/features/${feature}`,
      from: `${src}/features`,
      except: [`./${feature}`],
      message: 'A feature never imports another feature: a page composes them, and what both need goes to lib/ or a package.',
    })),
    {
      target: ['lib', 'components', 'stores', 'hooks'].map((part) => `${src}/${part}`),
      from: [`${src}/features`, ...appLevel],
      message: 'Shared code (lib, components, stores, hooks) never imports features, pages, layouts or routes.',
    },
    { target: `${src}/features`, from: appLevel, message: 'Features never import pages, layouts or routes: those compose features.' },
  ];
}

/**
 * `no-restricted-imports` patterns every file obeys. Flat config replaces a rule's options
 * instead of merging them, so blocks below add theirs through `restrictedImports`, never by
 * declaring the rule anew.
 */
const basePatterns = {
  sentry: { group: ['@sentry/*'], message: 'Only packages/error-reporting talks to Sentry; use @marketplace/error-reporting.' },
  // Classic zod's methods keep nearly all of it in a bundle (docs/performance.md); zod/mini
  // without contracts' configuration would answer "Invalid input" to everything.
  zod: { regex: '^zod(/|$)', message: 'Use z from @marketplace/contracts/zod (zod/mini, with English messages).' },
  appPaths: { group: ['**/apps/*', '**/apps/*/**'], message: 'Apps are not importable; share through packages/.' },
  federationNames: {
    regex: `^(${apps.join('|')})(/|$)`,
    message: 'Remotes (and the shell) are loaded at run time, never imported, not even by their federation name.',
  },
};

/** @param {{ allow?: Array<keyof typeof basePatterns>, add?: object[] }} [options] */
function restrictedImports({ allow = [], add = [] } = {}) {
  const patterns = Object.entries(basePatterns)
    .filter(([name]) => !allow.includes(/** @type {keyof typeof basePatterns} */ (name)))
    .map(([, pattern]) => pattern);
  return ['error', { patterns: [...patterns, ...add] }];
}

const federationImport = `ImportExpression > Literal[value=/^(${apps.join('|')})(\\u002F|$)/]`;

/**
 * One naming convention for files: kebab-case, with dot-separated roles (`job-desk.routes.test.ts`,
 * `eslint.config.mjs`). ESLint has no core rule for file names; this one reads the linted path.
 */
const house = {
  rules: {
    'kebab-case-file-names': {
      meta: { type: 'suggestion', schema: [] },
      create(context) {
        const name = path.basename(context.filename);
        return /^[a-z0-9]+(-[a-z0-9]+)*(\.[a-z0-9]+(-[a-z0-9]+)*)*$/.test(name)
          ? {}
          : { Program: (node) => context.report({ node, message: `File names are kebab-case (e.g. job-card.tsx), not "${name}".` }) };
      },
    },
  },
};
/** `no-restricted-syntax` selectors every file obeys (a block adding its own repeats these). */
const baseSyntax = [
  { selector: federationImport, message: 'Remotes are loaded at run time by the shell, never imported by their federation name.' },
  {
    // The apps share one query cache: a key typed by hand in two places is a cache bug.
    selector: "Property[key.name='queryKey'] > ArrayExpression.value",
    message: 'Use a query key factory from @marketplace/api-client, never a hand-typed key.',
  },
  {
    selector: 'CallExpression[callee.property.name=/^(get|set)Quer(y|ies)Data$/] > ArrayExpression.arguments:first-child',
    message: 'Use a query key factory from @marketplace/api-client, never a hand-typed key.',
  },
];

/** Only repositories touch the database: no query builder and no SQL in the API's other module files. */
const onlyRepositoriesQuery = [
  {
    selector: 'CallExpression[callee.property.name=/^(selectFrom|insertInto|updateTable|deleteFrom)$/]',
    message: 'Only repositories touch the database: move this query into a *.repository.ts function (typed in and out, no business rules).',
  },
  {
    selector: "TaggedTemplateExpression[tag.name='sql']",
    message: 'Only repositories touch the database: SQL belongs in a *.repository.ts file.',
  },
];

/** `import-x/no-restricted-paths` zones every file obeys (a block adding zones repeats these). */
const baseZones = [
  ...appBoundaries,
  ...apps.flatMap(layerZones),
  { target: './packages', from: './apps', message: 'Packages may not depend on apps.' },
];

const fakeApiMessage = 'Fake the API with fakeApi from @marketplace/test-support/fake-api: it checks every answer against the contract.';

/** The session split by concern, one way: api-client <- session <- account-ui (docs/architecture.md). */
const sessionLayers = [
  { files: ['packages/api-client/**'], forbidden: ['session', 'account-ui'], message: 'api-client knows neither who is logged in (session) nor the account screens (account-ui).' },
  { files: ['packages/session/**'], forbidden: ['account-ui'], message: 'The session does not depend on the account screens (account-ui).' },
];

export default tseslint.config(
  { ignores: ['**/dist/**', '**/dist-prerender/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', '.e2e-tmp/**', 'test/lint/fixtures/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks, house },
    settings: {
      // Without the TypeScript extensions import-x parses no .ts/.tsx module, and no-cycle
      // silently finds nothing.
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'house/kebab-case-file-names': 'error',
      // Files stay small (docs/architecture.md, "Code layout"): split by use case before 300 lines.
      'max-lines': ['error', { max: 300 }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: baseZones }],
      'no-restricted-imports': restrictedImports(),
      'no-restricted-syntax': ['error', ...baseSyntax],
    },
  },
  {
    // The one place that talks to Sentry (build-config writes its subset entry at build time, outside the sources).
    files: ['packages/error-reporting/**'],
    rules: { 'no-restricted-imports': restrictedImports({ allow: ['sentry'] }) },
  },
  {
    // The schemas shared by the API and the apps: nothing but zod/mini (and its English messages).
    files: ['packages/contracts/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        allow: ['zod'],
        add: [{ regex: '^(?!zod/(mini|locales)$|@marketplace/i18n/languages$)[^.]', message: 'contracts depends only on zod (zod/mini) and the list of languages.' }],
      }),
    },
  },
  {
    // The app servers (Node) may build their own schemas with classic zod: no browser loads them.
    files: ['packages/app-server/**', 'apps/shell/server/**'],
    rules: { 'no-restricted-imports': restrictedImports({ allow: ['zod'] }) },
  },
  {
    // shared-ui is the design system: no business code, so no workspace dependencies at all.
    files: ['packages/shared-ui/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        add: [{ group: ['@marketplace/*', '!@marketplace/i18n'], message: 'shared-ui depends on no other workspace package but i18n (the page’s language).' }],
      }),
    },
  },
  {
    // Domain wording: plain functions over shared-ui's formatters, nothing that fetches or routes.
    files: ['packages/domain-text/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        add: [{ regex: '^(?!@marketplace/shared-ui/|@marketplace/i18n$|react-intl$)[^.]', message: 'domain-text depends only on shared-ui (its formatters) and the i18n library.' }],
      }),
    },
  },
  ...sessionLayers.map(({ files, forbidden, message }) => ({
    files,
    rules: {
      'no-restricted-imports': restrictedImports({ add: [{ group: forbidden.flatMap((name) => [`@marketplace/${name}`, `@marketplace/${name}/*`]), message }] }),
    },
  })),
  {
    // Front-end tests fake the API at its edge, checked against the contract, never by hand.
    files: ['apps/{shell,booking,provider,market}/src/**/*.test.{ts,tsx}', 'packages/{api-client,session,account-ui}/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...baseSyntax,
        { selector: "CallExpression[callee.object.name='jest'][callee.property.name='mock'] > Literal.arguments:first-child[value=/^@marketplace\\u002Fapi-client/]", message: fakeApiMessage },
        { selector: "AssignmentExpression > MemberExpression.left[object.name=/^(global|globalThis|window)$/][property.name='fetch']", message: fakeApiMessage },
      ],
    },
  },
  {
    // The API's modules: queries only in repositories (tests set up their data as they like).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.repository.ts', '**/*.test.ts'],
    rules: { 'no-restricted-syntax': ['error', ...baseSyntax, ...onlyRepositoriesQuery] },
  },
  {
    // The API's modules have walls: another module only through its index.ts, no module cycle (eslint.api-modules.mjs).
    files: ['apps/api/src/modules/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...baseZones, ...apiModuleZones(foldersIn('apps/api/src/modules'))] }],
    },
  },
  {
    // The rest of the API (composition root, http, seed, …) reaches a module only through its index.ts.
    files: ['apps/api/src/**/*.ts'],
    ignores: ['apps/api/src/modules/**', 'apps/api/src/test-support/**', 'apps/api/src/benchmarks/**', '**/*.test.ts'],
    rules: {
      'import-x/no-restricted-paths': ['error', { basePath: root, zones: [...baseZones, ...compositionRootZones(foldersIn('apps/api/src/modules'))] }],
    },
  },
  {
    // End-to-end tests read untyped JSON (Sentry envelopes, share scopes) from the browser.
    files: ['e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    // Every spec runs on its worker's own site and the test clock (docs/testing.md): its `test`.
    files: ['e2e/tests/**'],
    rules: {
      'no-restricted-imports': restrictedImports({
        add: [{ group: ['@playwright/test'], importNames: ['test', 'expect'], message: 'Import test and expect from ../support/test: each worker its own site, on the test clock.' }],
      }),
    },
  },
  i18nTextBlock,
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
