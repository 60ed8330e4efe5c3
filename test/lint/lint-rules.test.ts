/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

interface LintCase {
  name: string;
  fixture: string;
  /** Lint the fixture as if it were this file of the repository. */
  as?: string;
  replace?: Record<string, string>;
  /** Every problem expected, as `rule: part of its message`; nothing else may fire. */
  fires: string[];
}

const restrictedPaths = 'import-x/no-restricted-paths';
const restrictedImports = 'no-restricted-imports';
const restrictedSyntax = 'no-restricted-syntax';
const literalText = 'i18n/no-literal-text';

const cases: LintCase[] = [
  {
    // Only what people read: the aria-label, the heading, the ternary's word and the placeholder;
    // not class names, test ids, types, nor text without letters ("·", "—", "→ 24/7").
    name: 'literal text in a remote’s JSX',
    fixture: 'literal-jsx-text.tsx',
    as: 'apps/booking/src/components/fixture.tsx',
    fires: Array.from({ length: 4 }, () => `${literalText}: Visible text comes from a catalogue`),
  },
  { name: 'an import cycle between two .ts files', fixture: 'cycle/a.ts', fires: ['import-x/no-cycle: Dependency cycle'] },
  ...[
    ['booking', 'hold/domain', 'slot-picker/domain/slot-days'],
    ['provider', 'provider-profile/components', 'access/components/provider-only'],
    ['market', 'market-overview/components', 'access/components/managers-only'],
  ].map(([remote, from, other]) => ({
    name: `a feature importing another feature (${remote})`,
    fixture: 'feature-imports-feature.ts',
    as: `apps/${remote}/src/features/${from}/fixture.ts`,
    replace: { '../../OTHER_FEATURE': `../../${other}` },
    fires: [`${restrictedPaths}: A feature never imports another feature`],
  })),
  {
    name: 'lib importing a feature',
    fixture: 'shared-imports-feature.ts',
    as: 'apps/booking/src/lib/fixture.ts',
    replace: { FEATURE_PATH: '../features/booking-flow/domain/steps' },
    fires: [`${restrictedPaths}: Shared code (lib, components, stores, hooks) never imports features`],
  },
  {
    name: 'a store importing a feature',
    fixture: 'shared-imports-feature.ts',
    as: 'apps/booking/src/stores/booking-draft/fixture.ts',
    replace: { FEATURE_PATH: '../../features/booking-flow/domain/steps' },
    fires: [`${restrictedPaths}: Shared code (lib, components, stores, hooks) never imports features`],
  },
  {
    name: 'a feature importing a page',
    fixture: 'feature-imports-page.ts',
    as: 'apps/booking/src/features/my-jobs/domain/fixture.ts',
    fires: [`${restrictedPaths}: Features never import pages`],
  },
  {
    name: 'a remote importing another app by path',
    fixture: 'remote-imports-app-path.ts',
    as: 'apps/booking/src/lib/fixture.ts',
    fires: [`${restrictedPaths}: booking may not import another app's code`, `${restrictedPaths}: booking may not import another app's code`],
  },
  {
    name: 'a remote importing others by federation name, statically and dynamically',
    fixture: 'federation-names.ts',
    as: 'apps/booking/src/lib/fixture.ts',
    fires: [`${restrictedImports}: never imported, not even by their federation name`, `${restrictedSyntax}: never imported by their federation name`, `${restrictedSyntax}: never imported by their federation name`],
  },
  {
    name: 'a package importing an app',
    fixture: 'package-imports-app.ts',
    as: 'packages/session/src/fixture.ts',
    fires: [`${restrictedPaths}: Packages may not depend on apps`, `${restrictedImports}: Apps are not importable`],
  },
  {
    name: 'contracts importing anything but zod',
    fixture: 'contracts-imports.ts',
    as: 'packages/contracts/src/fixture.ts',
    fires: [`${restrictedImports}: contracts depends only on zod`, `${restrictedImports}: contracts depends only on zod`],
  },
  {
    name: 'shared-ui importing a workspace package, and Sentry (its own rules add to the base ones)',
    fixture: 'shared-ui-imports.tsx',
    as: 'packages/shared-ui/src/components/button/fixture.tsx',
    fires: [`${restrictedImports}: Only packages/error-reporting talks to Sentry`, `${restrictedImports}: shared-ui depends on no other workspace package`],
  },
  {
    name: 'a remote importing zod itself (classic or mini) rather than contracts’ z',
    fixture: 'app-imports-zod.ts',
    as: 'apps/booking/src/lib/fixture.ts',
    fires: [`${restrictedImports}: Use z from @marketplace/contracts/zod`, `${restrictedImports}: Use z from @marketplace/contracts/zod`],
  },
  {
    name: 'a remote importing Sentry',
    fixture: 'app-imports-sentry.ts',
    as: 'apps/market/src/lib/fixture.ts',
    fires: [`${restrictedImports}: Only packages/error-reporting talks to Sentry`],
  },
  {
    name: 'error-reporting: Sentry allowed, a remote still not',
    fixture: 'error-reporting-imports.ts',
    as: 'packages/error-reporting/src/fixture.ts',
    fires: [`${restrictedImports}: never imported, not even by their federation name`],
  },
  {
    name: 'domain-text importing more than shared-ui',
    fixture: 'domain-text-imports.ts',
    as: 'packages/domain-text/src/fixture.ts',
    fires: [`${restrictedImports}: domain-text depends only on shared-ui`],
  },
  {
    name: 'hand-typed query keys',
    fixture: 'hand-typed-query-keys.ts',
    as: 'apps/market/src/features/market-overview/api/fixture.ts',
    fires: [`${restrictedSyntax}: Use a query key factory`, `${restrictedSyntax}: Use a query key factory`],
  },
  {
    name: 'a query outside an API repository',
    fixture: 'query-outside-repository.ts',
    as: 'apps/api/src/modules/payments/fixture.ts',
    fires: [`${restrictedSyntax}: Only repositories touch the database: move this query`, `${restrictedSyntax}: Only repositories touch the database: SQL belongs`],
  },
  { name: 'a query in an API repository (nothing fires)', fixture: 'query-outside-repository.ts', as: 'apps/api/src/modules/payments/fixture.repository.ts', fires: [] },
  {
    name: 'an API module importing another module’s file instead of its index.ts',
    fixture: 'api-module-deep-import.ts',
    as: 'apps/api/src/modules/payments/fixture.ts',
    fires: [`${restrictedPaths}: Another API module is imported only through its public entry`],
  },
  {
    name: 'an API module import that would close a module cycle',
    fixture: 'api-module-cycle.ts',
    as: 'apps/api/src/modules/jobs/fixture.ts',
    fires: [`${restrictedPaths}: jobs may not import payments: payments → jobs already, so this would close a module cycle`],
  },
  {
    name: 'an API module importing a module it does not declare',
    fixture: 'api-module-undeclared.ts',
    as: 'apps/api/src/modules/markets/fixture.ts',
    fires: [`${restrictedPaths}: markets does not declare this module among its dependencies`],
  },
  {
    name: 'the API’s composition root importing a module’s file instead of its index.ts',
    fixture: 'root-deep-import.ts',
    as: 'apps/api/src/fixture.ts',
    fires: [`${restrictedPaths}: Outside the modules, a module is imported only through its public entry`],
  },
  {
    name: 'a file name not in kebab-case',
    fixture: 'plain-module.ts',
    as: 'apps/booking/src/lib/JobCard.ts',
    fires: ['house/kebab-case-file-names: File names are kebab-case'],
  },
  { name: 'a kebab-case name with dotted roles (nothing fires)', fixture: 'plain-module.ts', as: 'apps/booking/src/lib/job-card.test.ts', fires: [] },
  { name: 'a file over 300 lines', fixture: 'three-hundred-and-one-lines.ts', fires: ['max-lines: File has too many lines (301)'] },
  {
    name: 'api-client importing the session or the account screens',
    fixture: 'api-client-imports-session.ts',
    as: 'packages/api-client/src/fixture.ts',
    fires: [`${restrictedImports}: api-client knows neither`, `${restrictedImports}: api-client knows neither`],
  },
  {
    name: 'the session importing the account screens',
    fixture: 'session-imports-account-ui.ts',
    as: 'packages/session/src/fixture.ts',
    fires: [`${restrictedImports}: The session does not depend on the account screens`],
  },
  {
    name: 'a front-end test faking the API by hand',
    fixture: 'fakes-api-by-hand.tsx',
    as: 'apps/booking/src/pages/job/fixture.test.tsx',
    fires: [`${restrictedSyntax}: Fake the API with fakeApi`, `${restrictedSyntax}: Fake the API with fakeApi`],
  },
  { name: 'a page composing features (nothing fires)', fixture: 'page-composes-features.tsx', as: 'apps/booking/src/pages/job/fixture.tsx', fires: [] },
];

function lintAll(): Array<Array<{ ruleId: string | null; message: string }>> {
  const script = path.join(__dirname, 'lint-fixtures.mjs');
  const input = cases.map(({ fixture, as, replace }) => ({ fixture, as, replace }));
  return JSON.parse(execFileSync(process.execPath, [script, JSON.stringify(input)], { encoding: 'utf8', maxBuffer: 10 * 1024 * 1024 }));
}

describe('the import rules of eslint.config.mjs', () => {
  let results: ReturnType<typeof lintAll>;
  beforeAll(() => {
    results = lintAll();
  }, 120_000);

  it.each(cases.map((lintCase, index) => [lintCase.name, lintCase, index] as const))('fire on %s', (_name, lintCase, index) => {
    // One to one: each expected problem takes the first unclaimed problem of its rule and text.
    const extra = results[index]!.map(({ ruleId, message }) => `${ruleId}: ${message}`);
    const missing: string[] = [];
    for (const problem of lintCase.fires) {
      const [rule, text] = problem.split(/: (.*)/s) as [string, string];
      const at = extra.findIndex((fired) => fired.startsWith(`${rule}: `) && fired.includes(text));
      if (at === -1) missing.push(problem);
      else extra.splice(at, 1);
    }
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });
});
