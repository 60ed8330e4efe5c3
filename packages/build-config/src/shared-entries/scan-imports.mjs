// @ts-check
/**
 * Reads which names the browser code imports from some packages: every `.ts`/`.tsx` file under
 * `apps/<app>/src` and `packages/<package>/src` of the monorepo, parsed with TypeScript (the
 * root's own devDependency, the compiler `pnpm run typecheck` uses). Tests, test helpers, type
 * declarations and code that never reaches a page (the API, the shell's build-time prerender:
 * a Node build with the real packages, no federation) are left out.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Files that are not part of any page (paths relative to the monorepo root, `/`-separated). */
export const notOnAPage = [/\.test\.tsx?$/, /\.d\.ts$/, /\/src\/test\//, /^packages\/test-support\//, /^packages\/build-config\//, /^apps\/shell\/src\/prerender\//, /^apps\/api\//];

/**
 * @typedef {object} ImportScan
 * @property {Map<string, Map<string, string[]>>} names per package, each value name imported and the files importing it
 * @property {string[]} problems imports no subset can serve (a namespace or default import, `export *`, `import()`)
 */

/**
 * @param {string} root the monorepo's root directory
 * @param {readonly string[]} packages the package names to look for
 * @returns {ImportScan}
 */
export function scanImports(root, packages) {
  const ts = /** @type {typeof import('typescript')} */ (createRequire(path.join(root, 'package.json'))('typescript'));
  /** @type {ImportScan} */
  const scan = { names: new Map(packages.map((name) => [name, new Map()])), problems: [] };
  const quoted = packages.flatMap((name) => [`'${name}'`, `"${name}"`]);
  for (const file of browserSources(root)) {
    const text = readFileSync(path.join(root, file), 'utf8');
    // Parsing is the slow part: only files that name one of the packages at all.
    if (!quoted.some((name) => text.includes(name))) continue;
    const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
    readFile(ts, source, scan);
  }
  return scan;
}

/**
 * @param {typeof import('typescript')} ts
 * @param {import('typescript').SourceFile} source
 * @param {ImportScan} scan
 */
function readFile(ts, source, scan) {
  const file = source.fileName;
  /** @param {import('typescript').Node} node */
  const where = (node) => `${file}:${source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1}`;
  /** @param {import('typescript').Expression | undefined} specifier */
  const packageOf = (specifier) => (specifier && ts.isStringLiteral(specifier) && scan.names.has(specifier.text) ? specifier.text : null);
  /** @param {string} name @param {string} imported */
  const record = (name, imported) => {
    const files = /** @type {Map<string, string[]>} */ (scan.names.get(name));
    files.set(imported, [...(files.get(imported) ?? []), file]);
  };

  /** @param {import('typescript').Node} node */
  const visit = (node) => {
    if (ts.isImportDeclaration(node)) {
      const name = packageOf(node.moduleSpecifier);
      const clause = node.importClause;
      if (!name || !clause || clause.isTypeOnly) return;
      if (clause.name) scan.problems.push(`${where(node)} imports the default export of '${name}': import the names it uses instead`);
      const bindings = clause.namedBindings;
      if (bindings && ts.isNamespaceImport(bindings)) scan.problems.push(`${where(node)} imports '${name}' as a namespace (import * as ${bindings.name.text}): import the names it uses instead`);
      if (bindings && ts.isNamedImports(bindings)) {
        for (const element of bindings.elements) if (!element.isTypeOnly) record(name, (element.propertyName ?? element.name).text);
      }
      return;
    }
    if (ts.isExportDeclaration(node)) {
      const name = packageOf(node.moduleSpecifier);
      if (!name || node.isTypeOnly) return;
      if (!node.exportClause || ts.isNamespaceExport(node.exportClause)) scan.problems.push(`${where(node)} re-exports all of '${name}' (export *): re-export the names it needs instead`);
      else for (const element of node.exportClause.elements) if (!element.isTypeOnly) record(name, (element.propertyName ?? element.name).text);
      return;
    }
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const name = packageOf(node.arguments[0]);
      if (name) scan.problems.push(`${where(node)} loads '${name}' with import(): import the names it uses statically`);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
}

/**
 * The browser source files, relative to `root`, in a stable order.
 * @param {string} root
 */
export function browserSources(root) {
  return ['apps', 'packages']
    .flatMap((top) => directories(path.join(root, top)).map((name) => `${top}/${name}/src`))
    .flatMap((dir) => {
      try {
        return readdirSync(path.join(root, dir), { recursive: true, encoding: 'utf8' }).map((file) => `${dir}/${file.split(path.sep).join('/')}`);
      } catch {
        return [];
      }
    })
    .filter((file) => /\.tsx?$/.test(file) && !notOnAPage.some((pattern) => pattern.test(file)))
    .sort();
}

/** @param {string} dir */
function directories(dir) {
  try {
    return readdirSync(dir, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name);
  } catch {
    return [];
  }
}
