import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import * as core from './core';
import * as main from './index';

const src = __dirname;
const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
  .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
  .map((file) => path.join(src, file));

function relativeImports(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/from '(\.{1,2}\/[^']+)'/g)].map((match) => match[1] as string);
  return specifiers
    .filter((specifier) => !specifier.endsWith('.css'))
    .map((specifier) => sourceFiles.find((candidate) => candidate.replace(/\.tsx?$/, '') === path.resolve(path.dirname(file), specifier)))
    .filter((resolved): resolved is string => resolved !== undefined);
}

/** An entry file and every file it reaches by relative imports: one shared module on the page. */
function entryFiles(entry: string): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    relativeImports(file).forEach(visit);
  };
  visit(path.join(src, entry));
  return found;
}
const coreFiles = () => entryFiles('core.ts');

describe('the core entry', () => {
  it('is the only way the rest of the package reaches the core modules (one shared copy of each)', () => {
    const inCore = coreFiles();
    const offenders = sourceFiles
      .filter((file) => !inCore.has(file))
      .flatMap((file) => relativeImports(file).filter((target) => inCore.has(target)).map((target) => `${path.relative(src, file)} -> ${path.relative(src, target)}`));
    expect(offenders).toEqual([]);
  });

  it('keeps what the home page needs free of components and of the rest of the package', () => {
    const names = [...coreFiles()].map((file) => path.relative(src, file)).sort();
    expect(names.filter((name) => name.endsWith('.tsx'))).toEqual([]);
    expect(names).not.toContain('index.ts');
  });

  it('shares no module with the other entries (each entry is its own shared module)', () => {
    // `./api` is there for tests' module mocks only; no page imports it (see below).
    const { exports } = JSON.parse(readFileSync(path.join(src, '../package.json'), 'utf8')) as { exports: Record<string, string> };
    const entries = Object.entries(exports).filter(([name, file]) => name !== './api' && /\.tsx?$/.test(file));
    const owner = new Map<string, string>();
    const shared: string[] = [];
    for (const [name, file] of entries) {
      for (const module of entryFiles(path.relative('./src', file))) {
        const first = owner.get(module);
        if (first) shared.push(`${path.relative(src, module)} in ${first} and ${name}`);
        else owner.set(module, name);
      }
    }
    expect(entries.map(([name]) => name)).toEqual(expect.arrayContaining(['.', './core', './password-strength-meter', './notifications']));
    expect(shared).toEqual([]);
  });

  it('is re-exported unchanged by the main entry', () => {
    for (const [name, value] of Object.entries(core)) expect([name, main[name as keyof typeof main]]).toEqual([name, value]);
  });
});
