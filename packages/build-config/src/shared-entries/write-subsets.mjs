// @ts-check
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { scanImports } from './scan-imports.mjs';
import { subsets } from './subsets.mjs';

/**
 * Thrown when the browser code imports something no subset entry can provide: a name its
 * package does not export, or a whole package (namespace or default import, `export *`,
 * `import()`). Its message names each import and its file.
 */
export class SubsetImportError extends Error {
  /** @param {string[]} problems */
  constructor(problems) {
    super(
      [
        'The shared subset entries (packages/build-config/src/shared-entries/subsets.mjs) cannot provide what the apps import:',
        ...problems.map((problem) => `  - ${problem}`),
      ].join('\n'),
    );
    this.name = 'SubsetImportError';
  }
}

/**
 * The names a package really exports, read by loading it the way Node does from `appDir`.
 * @param {string} appDir
 * @returns {(name: string) => ReadonlySet<string>}
 */
export function installedExports(appDir) {
  const load = createRequire(path.join(appDir, 'package.json'));
  return (name) => new Set(Object.keys(load(name)));
}

/**
 * Writes one entry per subset into `outDir`, each re-exporting exactly the names the browser
 * code under `root` imports from its keys, and returns each shared key's entry file. Throws a
 * `SubsetImportError` listing every import it cannot provide.
 * @param {{ root: string, outDir: string, exportsOf: (name: string) => ReadonlySet<string> }} options
 * @returns {Record<string, string>}
 */
export function writeSubsetEntries({ root, outDir, exportsOf }) {
  const scan = scanImports(
    root,
    subsets.flatMap((subset) => subset.keys),
  );
  const problems = [...scan.problems];
  /** @type {Record<string, string>} */
  const entries = {};
  mkdirSync(outDir, { recursive: true });
  for (const subset of subsets) {
    const available = exportsOf(subset.implementation);
    /** @type {Set<string>} */
    const names = new Set();
    for (const key of subset.keys) {
      for (const [name, files] of scan.names.get(key) ?? []) {
        if (available.has(name)) names.add(name);
        else problems.push(...files.map((file) => `${file} imports { ${name} } from '${key}', which ${subset.implementation} does not export`));
      }
    }
    const file = path.join(outDir, subset.file);
    writeIfChanged(file, entryText(subset, [...names].sort()));
    for (const key of subset.keys) entries[key] = file;
  }
  if (problems.length > 0) throw new SubsetImportError([...new Set(problems)].sort());
  return entries;
}

/**
 * @param {import('./subsets.mjs').Subset} subset
 * @param {string[]} names
 */
function entryText(subset, names) {
  return [
    `// Written by @marketplace/build-config (src/shared-entries/write-subsets.mjs) at build time: what the`,
    `// browser code imports from ${subset.keys.join(' and ')}. Do not edit; see src/shared-entries/subsets.mjs.`,
    `export {`,
    ...names.map((name) => `  ${name},`),
    `} from '${subset.alias}';`,
    '',
  ].join('\n');
}

/**
 * The apps build side by side, each into its own directory; a rename replaces the file at once,
 * and an unchanged file keeps its time stamp for webpack's caches.
 * @param {string} file
 * @param {string} text
 */
export function writeIfChanged(file, text) {
  try {
    if (readFileSync(file, 'utf8') === text) return;
  } catch {
    // Not written yet.
  }
  const temporary = `${file}.${process.pid}.tmp`;
  writeFileSync(temporary, text);
  renameSync(temporary, file);
}
