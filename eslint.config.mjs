// @ts-check
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const remotes = ['booking', 'provider', 'market'];
const apps = ['shell', ...remotes];

/** Import direction is one-way: packages never import apps, and no app imports another app. */
const appBoundaries = apps.map((app) => ({
  target: `./apps/${app}`,
  from: apps.filter((other) => other !== app).map((other) => `./apps/${other}`),
  message: `${app} may not import another app's code; share it through a package in packages/.`,
}));

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/coverage/**', 'test-results/**', '.e2e-tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node, ...globals.jest } },
    plugins: { 'import-x': importX, 'react-hooks': reactHooks },
    settings: {
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: ['apps/*/tsconfig.json', 'packages/*/tsconfig.json'] })],
    },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            ...appBoundaries,
            { target: './packages', from: './apps', message: 'Packages may not depend on apps.' },
          ],
        },
      ],
      'no-restricted-imports': [
        'error',
        {
          paths: remotes.map((remote) => ({ name: remote, message: 'Remotes are loaded at run time by the shell, never imported.' })),
          patterns: [
            { group: ['@sentry/*'], message: 'Only packages/error-reporting talks to Sentry; use @marketplace/error-reporting.' },
            { group: ['**/apps/*', 'shell', 'shell/*'], message: 'Apps are not importable; share through packages/.' },
          ],
        },
      ],
    },
  },
  {
    files: ['packages/error-reporting/**', 'packages/build-config/**'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // shared-ui is the design system: no business code, so no workspace dependencies at all.
    files: ['packages/shared-ui/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@marketplace/*'], message: 'shared-ui depends on no other workspace package.' }] },
      ],
    },
  },
  {
    // End-to-end tests read untyped JSON (Sentry envelopes, share scopes) from the browser.
    files: ['e2e/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: { sourceType: 'commonjs' },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
