// @ts-check
/**
 * Lints the fixtures with the repository's real eslint.config.mjs and prints what fired, as
 * JSON. Run by lint-rules.test.ts in a child process: ESLint loads its ES-module config with
 * import(), which jest's module sandbox does not offer.
 *
 * argv[2]: JSON array of { fixture, as?, replace? }. A fixture with `as` is linted as if it were
 * that file (its relative imports resolve from there); without, it is linted where it is.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ESLint } from 'eslint';

const root = path.resolve(import.meta.dirname, '../..');
const fixtures = path.join(import.meta.dirname, 'fixtures');
// The fixtures are ignored by the normal lint run; here they are the point.
const eslint = new ESLint({ cwd: root, ignore: false });

/** @param {{ fixture: string, as?: string, replace?: Record<string, string> }} lintCase */
async function lint({ fixture, as, replace = {} }) {
  const file = path.join(fixtures, fixture);
  if (!as) return (await eslint.lintFiles([file]))[0];
  let text = await readFile(file, 'utf8');
  for (const [placeholder, value] of Object.entries(replace)) text = text.replaceAll(placeholder, value);
  return (await eslint.lintText(text, { filePath: path.join(root, as) }))[0];
}

const cases = JSON.parse(process.argv[2] ?? '[]');
const results = [];
for (const lintCase of cases) {
  const result = await lint(lintCase);
  results.push((result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
