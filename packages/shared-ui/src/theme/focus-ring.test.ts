import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

const src = join(__dirname, '..');

function cssFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return cssFiles(path);
    return entry.name.endsWith('.css') ? [path] : [];
  });
}

/** Every rule of a stylesheet as [selector, declarations], comments removed, @media unwrapped. */
function rules(css: string): Array<[string, string]> {
  const withoutComments = css.replace(/\/\*[\s\S]*?\*\//g, '');
  return [...withoutComments.matchAll(/([^{}]+)\{([^{}]*)\}/g)].map(([, selector, body]) => [
    selector!.replace(/^\s*@media[^{]*\{/, '').trim(),
    body!.trim(),
  ]);
}

const files = cssFiles(src).map((path) => ({ name: relative(src, path), css: readFileSync(path, 'utf8') }));

describe('focus indicators', () => {
  it('finds the stylesheets', () => {
    expect(files.map((file) => file.name)).toEqual(
      expect.arrayContaining(['theme/theme.css', 'components/button/button.module.css', 'internal/field.module.css']),
    );
  });

  it.each(files)('$name never removes the outline (forced-colours mode drops box-shadow rings)', ({ css }) => {
    const declarations = rules(css).map(([, body]) => body);
    expect(declarations.filter((body) => /outline\s*:\s*(none|0)\b/.test(body))).toEqual([]);
    expect(declarations.filter((body) => /box-shadow\s*:[^;]*focus/.test(body))).toEqual([]);
  });

  it.each(files)('$name draws every :focus-visible style with the solid --focus-ring outline', ({ css }) => {
    const focusRules = rules(css).filter(([selector]) => selector.includes(':focus-visible'));
    for (const [selector, body] of focusRules) {
      expect({ selector, outline: /outline\s*:\s*var\(--focus-ring\)\s*;/.test(body) }).toEqual({ selector, outline: true });
      expect({ selector, offset: /outline-offset\s*:/.test(body) }).toEqual({ selector, offset: true });
    }
  });
});
