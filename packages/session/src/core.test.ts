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

/** core.ts and every file it reaches by relative imports: the `@marketplace/session/core` shared module. */
function coreFiles(): Set<string> {
  const found = new Set<string>();
  const visit = (file: string) => {
    if (found.has(file)) return;
    found.add(file);
    relativeImports(file).forEach(visit);
  };
  visit(path.join(src, 'core.ts'));
  return found;
}

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

  it('is re-exported unchanged by the main entry', () => {
    for (const [name, value] of Object.entries(core)) expect([name, main[name as keyof typeof main]]).toEqual([name, value]);
  });
});
