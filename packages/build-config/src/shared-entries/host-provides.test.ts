/** @jest-environment node */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { writeHostProvides } from './host-provides.mjs';
import { testMonorepo } from './test-monorepo';

const monorepo = testMonorepo('host-provides-');
const { files } = monorepo;

const singleton = (version: string, extra: object = {}) => ({ singleton: true, requiredVersion: `^${version}`, version, ...extra });
const shared = {
  react: singleton('19.3.1'),
  'react-router-dom': singleton('7.18.5', { import: '/cache/react-router.mjs' }),
  '@marketplace/shared-ui': singleton('0.1.0'),
  '@marketplace/shared-ui/': singleton('0.1.0'),
  '@marketplace/session': singleton('0.2.0'),
  '@marketplace/session/': singleton('0.2.0'),
};

/** The generated module, evaluated with its `import()`s and `require` recorded instead of run. */
function generated() {
  const file = writeHostProvides({ root: monorepo.root(), outDir: path.join(monorepo.root(), 'out'), shared, runtimeCorePlugin: '/plugins/provide-runtime-core.mjs' });
  const text = readFileSync(file, 'utf8').replace(/\bimport\(/g, 'load(');
  const loaded: string[] = [];
  type Entry = Record<string, unknown> & { get: () => Promise<() => unknown>; loading: PromiseLike<() => unknown> };
  const exports: { shared?: Record<string, Entry>; runtimePlugins?: unknown[] } = {};
  const required: string[] = [];
  new Function('exports', 'require', 'load', text)(
    exports,
    (request: string) => (required.push(request), { default: () => ({ name: 'provide-runtime-core' }) }),
    (request: string) => (loaded.push(request), Promise.resolve({ request })),
  );
  return { provided: exports.shared ?? {}, runtimePlugins: exports.runtimePlugins, loaded, required };
}

describe('the shell’s federation host module', () => {
  it('provides every shared package and the workspace modules the shell and the packages import, not the remotes’ own', async () => {
    files({
      'apps/shell/src/app.tsx': "import { Button } from '@marketplace/shared-ui/button';\nimport '@marketplace/shared-ui/theme.css';\nconst page = () => import('@marketplace/session/require-auth');",
      'packages/account-ui/src/form.tsx': "export { Meter } from '@marketplace/shared-ui/strength-meter';",
      'packages/account-ui/src/form.test.tsx': "import { Table } from '@marketplace/shared-ui/table';",
      'apps/booking/src/page.tsx': "import { Calendar } from '@marketplace/shared-ui/calendar';",
      'apps/shell/src/dynamic.ts': 'const section = `@marketplace/shared-ui/${name}`;',
    });
    const { provided, loaded, required, runtimePlugins } = generated();
    expect(Object.keys(provided).sort()).toEqual([
      '@marketplace/session/require-auth',
      '@marketplace/shared-ui/button',
      '@marketplace/shared-ui/strength-meter',
      '@marketplace/shared-ui/theme.css',
      'react',
      'react-router-dom',
    ]);
    expect(provided['@marketplace/session/require-auth']).toMatchObject({
      version: '0.2.0',
      shareConfig: { singleton: true, requiredVersion: '^0.2.0' },
      strategy: 'loaded-first',
      providedBy: 'shell',
    });
    expect(required).toEqual(['/plugins/provide-runtime-core.mjs']);
    expect(runtimePlugins).toEqual([{ name: 'provide-runtime-core' }]);
    // Nothing is fetched until the runtime asks; then each key's own module (a subset's entry
    // file), once, whether it awaits `loading` (as it does for an entry being loaded) or calls `get`.
    expect(loaded).toEqual([]);
    const factory = await provided['react-router-dom']!.loading;
    expect(factory()).toEqual({ request: '/cache/react-router.mjs' });
    expect((await provided['react-router-dom']!.get())()).toBe(factory());
    expect(loaded).toEqual(['/cache/react-router.mjs']);
  });

  it('provides a workspace package’s own name only when something imports it', () => {
    files({ 'packages/i18n/src/x.ts': "import { watchSession } from '@marketplace/session';" });
    expect(Object.keys(generated().provided)).toEqual(['@marketplace/session', 'react', 'react-router-dom']);
  });
});
