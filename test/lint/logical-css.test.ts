/** @jest-environment node */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Layout in logical properties (docs/languages.md, "Right-to-left"): a right-to-left language
 * mirrors the page only if no stylesheet pins things to the left or right.
 */
const physical = [
  /(?:^|[\s;{])(?:margin|padding|border)-(?:left|right)(?:-[a-z]+)?\s*:/,
  /(?:^|[\s;{])(?:left|right)\s*:/,
  /text-align\s*:\s*(?:left|right)\b/,
  /float\s*:\s*(?:left|right)\b/,
  /(?:^|[\s;{])border-(?:top|bottom)-(?:left|right)-radius\s*:/,
];

const root = path.resolve(__dirname, '../..');

function stylesheets(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist' || entry.name.startsWith('.')) return [];
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return stylesheets(full);
    return entry.name.endsWith('.css') ? [full] : [];
  });
}

/** The physical declarations of a stylesheet, as `file:line: declaration`. */
export function physicalDeclarations(file: string, css: string): string[] {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, (comment) => comment.replace(/[^\n]/g, ' '));
  return withoutComments.split('\n').flatMap((line, index) => (physical.some((rule) => rule.test(line)) ? [`${path.relative(root, file)}:${index + 1}: ${line.trim()}`] : []));
}

describe('stylesheets', () => {
  it('finds a physical declaration, and leaves logical ones and comments alone', () => {
    const file = path.join(root, 'x.css');
    expect(physicalDeclarations(file, '.a { margin-left: 1px; }\n.b { inset-inline-start: 0; text-align: start; }\n/* right: 0 */\n.c{right:0}')).toEqual([
      'x.css:1: .a { margin-left: 1px; }',
      'x.css:4: .c{right:0}',
    ]);
  });

  it('use logical properties only, so a right-to-left page mirrors', () => {
    const files = ['apps', 'packages'].flatMap((group) => stylesheets(path.join(root, group)));
    expect(files.length).toBeGreaterThan(20);
    expect(files.flatMap((file) => physicalDeclarations(file, readFileSync(file, 'utf8')))).toEqual([]);
  });
});
