import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The modules of a package each of its entries reaches by relative imports. Federation shares
 * every entry as its own module, so a module reached from two entries would exist twice on the
 * page (two API clients, two sets of listeners): a package's files reach another entry only by
 * its package name. `packageDir` holds package.json; its `exports` name the entries.
 */
export function entryModules(packageDir: string): Map<string, string[]> {
  const src = path.join(packageDir, 'src');
  const sourceFiles = readdirSync(src, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.(test|d)\.tsx?$/.test(file))
    .map((file) => path.join(src, file));
  const relativeImports = (file: string) =>
    [...readFileSync(file, 'utf8').matchAll(/from '(\.{1,2}\/[^']+)'/g)]
      .map((match) => path.resolve(path.dirname(file), match[1] as string))
      .map((target) => sourceFiles.find((candidate) => candidate.replace(/\.tsx?$/, '') === target))
      .filter((resolved): resolved is string => resolved !== undefined);
  const { exports } = JSON.parse(readFileSync(path.join(packageDir, 'package.json'), 'utf8')) as { exports: Record<string, string> };
  const entries = Object.entries(exports).filter(([, file]) => /\.tsx?$/.test(file));
  return new Map(
    entries.map(([name, file]) => {
      const found = new Set<string>();
      const visit = (module: string) => {
        if (found.has(module)) return;
        found.add(module);
        relativeImports(module).forEach(visit);
      };
      visit(path.join(packageDir, file));
      return [name, [...found].map((module) => path.relative(src, module)).sort()];
    }),
  );
}

/** `module in ./a and ./b` for every module two entries of the package reach. */
export function modulesInTwoEntries(packageDir: string): string[] {
  const owner = new Map<string, string>();
  const twice: string[] = [];
  for (const [entry, modules] of entryModules(packageDir)) {
    for (const module of modules) {
      const first = owner.get(module);
      if (first) twice.push(`${module} in ${first} and ${entry}`);
      else owner.set(module, entry);
    }
  }
  return twice;
}
