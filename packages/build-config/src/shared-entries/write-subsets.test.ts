/** @jest-environment node */
import { mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { installedExports, SubsetImportError, writeSubsetEntries } from './write-subsets.mjs';
import { testMonorepo } from './test-monorepo';

/** A monorepo of a few files (with the root's TypeScript, as in the real one). */
const monorepo = testMonorepo('subset-entries-', (root) => {
  mkdirSync(path.join(root, 'node_modules'));
  symlinkSync(path.dirname(require.resolve('typescript/package.json')), path.join(root, 'node_modules/typescript'));
  writeFileSync(path.join(root, 'package.json'), '{}');
});
const { files } = monorepo;

const exported: Record<string, string[]> = {
  'react-router': ['Link', 'NavLink', 'useNavigate', 'useParams', 'MemoryRouter'],
  '@tanstack/react-query': ['useQuery', 'useMutation', 'QueryClient'],
  '@sentry/react': ['init', 'captureException'],
};
const exportsOf = (name: string) => new Set(exported[name]);
const write = () => writeSubsetEntries({ root: monorepo.root(), outDir: path.join(monorepo.root(), 'out'), exportsOf });
const entry = (file: string) => readFileSync(path.join(monorepo.root(), 'out', file), 'utf8');

describe('writeSubsetEntries', () => {
  it('re-exports exactly the values the browser code imports, from both router packages', () => {
    files({
      'apps/shell/src/app.tsx': `import { Link as RouterLink, useNavigate } from 'react-router-dom';\nimport { useQuery, type UseQueryResult } from '@tanstack/react-query';`,
      'apps/booking/src/page.tsx': `import { useParams } from "react-router";\nimport type { QueryClient } from '@tanstack/react-query';`,
      'packages/error-reporting/src/sdk.ts': `import { init } from '@sentry/react';\nexport { captureException } from '@sentry/react';`,
    });
    const entries = write();
    expect(entry('react-router.mjs')).toContain(`export {\n  Link,\n  useNavigate,\n  useParams,\n} from 'react-router-implementation';`);
    expect(entry('react-query.mjs')).toContain(`export {\n  useQuery,\n} from 'react-query-implementation';`);
    expect(entry('sentry-react.mjs')).toContain(`export {\n  captureException,\n  init,\n} from 'sentry-react-implementation';`);
    expect(entries).toEqual({
      'react-router': path.join(monorepo.root(), 'out/react-router.mjs'),
      'react-router-dom': path.join(monorepo.root(), 'out/react-router.mjs'),
      '@tanstack/react-query': path.join(monorepo.root(), 'out/react-query.mjs'),
      '@sentry/react': path.join(monorepo.root(), 'out/sentry-react.mjs'),
      'react-intl': path.join(monorepo.root(), 'out/react-intl.mjs'),
    });
  });

  it('leaves out tests, test helpers, declarations and the build-time prerender', () => {
    files({
      'apps/shell/src/app.test.tsx': `import { MemoryRouter } from 'react-router-dom';`,
      'apps/shell/src/test/render.tsx': `import { MemoryRouter } from 'react-router-dom';`,
      'apps/shell/src/prerender/entry.tsx': `import { MemoryRouter } from 'react-router-dom';`,
      'packages/test-support/src/router.tsx': `import { MemoryRouter } from 'react-router-dom';`,
      'apps/shell/src/globals.d.ts': `import { MemoryRouter } from 'react-router-dom';`,
    });
    write();
    expect(entry('react-router.mjs')).not.toContain('MemoryRouter');
  });

  it('fails on an import of a name the package does not export, naming the import and the file', () => {
    files({
      'apps/market/src/screen.tsx': `import { Link, useNoSuchHook } from 'react-router-dom';`,
      'apps/booking/src/page.tsx': `import { useSuspenseQuery } from '@tanstack/react-query';`,
    });
    expect(write).toThrow(SubsetImportError);
    expect(write).toThrow(
      [
        'The shared subset entries (packages/build-config/src/shared-entries/subsets.mjs) cannot provide what the apps import:',
        "  - apps/booking/src/page.tsx imports { useSuspenseQuery } from '@tanstack/react-query', which @tanstack/react-query does not export",
        "  - apps/market/src/screen.tsx imports { useNoSuchHook } from 'react-router-dom', which react-router does not export",
      ].join('\n'),
    );
  });

  it('fails on an import of a whole package, which no subset can serve', () => {
    files({
      'apps/shell/src/a.ts': `import * as Router from 'react-router-dom';`,
      'apps/shell/src/b.ts': `\nimport Sentry from '@sentry/react';`,
      'apps/shell/src/c.ts': `export * from '@tanstack/react-query';`,
      'apps/shell/src/d.ts': `export async function load() {\n  return import('react-router');\n}`,
    });
    expect(write).toThrow(/apps\/shell\/src\/a\.ts:1 imports 'react-router-dom' as a namespace \(import \* as Router\)/);
    expect(write).toThrow(/apps\/shell\/src\/b\.ts:2 imports the default export of '@sentry\/react'/);
    expect(write).toThrow(/apps\/shell\/src\/c\.ts:1 re-exports all of '@tanstack\/react-query' \(export \*\)/);
    expect(write).toThrow(/apps\/shell\/src\/d\.ts:2 loads 'react-router' with import\(\)/);
  });
});

describe('the real apps', () => {
  it('import only names their packages export, and the scan finds them', () => {
    const repo = path.resolve(__dirname, '../../../..');
    const entries = writeSubsetEntries({ root: repo, outDir: path.join(monorepo.root(), 'out'), exportsOf: installedExports(path.join(repo, 'apps/shell')) });
    expect(readFileSync(entries['react-router-dom']!, 'utf8')).toMatch(/^ {2}Link,$/m);
    expect(readFileSync(entries['@tanstack/react-query']!, 'utf8')).toMatch(/^ {2}useQuery,$/m);
    expect(readFileSync(entries['@sentry/react']!, 'utf8')).toMatch(/^ {2}captureException,$/m);
  });
});
