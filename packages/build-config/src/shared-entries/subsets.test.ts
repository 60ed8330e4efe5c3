/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * A subset entry (see ../shared-dependencies.mjs) missing an export an app imports breaks that
 * app only in the browser, at run time. This reads every browser source file of the apps and
 * packages and checks each value import from a subset's package against the subset's exports.
 * Tests, test helpers and the shell's build-time prerender (a Node build with the real
 * packages, no federation) are not part of any page.
 */
const root = path.resolve(__dirname, '../../../..');
const subsets = [
  { file: 'react-router.mjs', packages: ['react-router', 'react-router-dom'] },
  { file: 'react-query.mjs', packages: ['@tanstack/react-query'] },
  { file: 'sentry-react.mjs', packages: ['@sentry/react'] },
];
const notOnAPage = [/\.test\.tsx?$/, /\/src\/test\//, /^packages\/test-support\//, /^apps\/shell\/src\/prerender\//, /^apps\/api\//];

function sourceFiles(): string[] {
  return ['apps', 'packages']
    .flatMap((top) => readdirSync(path.join(root, top)).map((name) => path.join(top, name, 'src')))
    .flatMap((dir) => {
      try {
        return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => path.join(dir, file));
      } catch {
        return [];
      }
    })
    .filter((file) => /\.tsx?$/.test(file) && !notOnAPage.some((pattern) => pattern.test(file)));
}

function exportsOf(subset: string): Set<string> {
  const text = readFileSync(path.join(__dirname, subset), 'utf8');
  const list = /export\s*\{([^}]*)\}/.exec(text)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
}

function valueImports(text: string, from: string): string[] {
  const pattern = new RegExp(`import\\s+(type\\s+)?\\{([^}]*)\\}\\s+from\\s+'${from.replace(/[/.]/g, '\\$&')}'`, 'g');
  return [...text.matchAll(pattern)]
    .filter((match) => !match[1])
    .flatMap((match) => (match[2] ?? '').split(','))
    .map((name) => name.trim())
    .filter((name) => name && !name.startsWith('type '))
    .map((name) => name.split(/\s+as\s+/)[0] as string);
}

const files = sourceFiles().map((file) => ({ file, text: readFileSync(path.join(root, file), 'utf8') }));

describe.each(subsets)('the $file subset', ({ file, packages }) => {
  it('exports everything the apps import from it in the browser', () => {
    const provided = exportsOf(file);
    const missing = files.flatMap(({ file: source, text }) =>
      packages.flatMap((name) => valueImports(text, name).filter((imported) => !provided.has(imported)).map((imported) => `${imported} (${source})`)),
    );
    expect(missing).toEqual([]);
  });
});

it('finds the apps’ imports (the scan itself works)', () => {
  expect(files.some(({ text }) => valueImports(text, '@tanstack/react-query').includes('useQuery'))).toBe(true);
  expect(files.some(({ text }) => valueImports(text, 'react-router-dom').includes('Link'))).toBe(true);
});
