import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The custom properties declared in theme.css's `:root`, with `var()` references resolved. */
function readTokens(): Map<string, string> {
  const css = readFileSync(join(__dirname, 'theme.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const root = /:root\s*\{([^}]*)\}/.exec(css)?.[1];
  if (!root) throw new Error('theme.css has no :root block');
  const raw = new Map<string, string>();
  for (const [, name, value] of root.matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)) raw.set(name!, value!.trim());
  const resolve = (value: string, seen: string[] = []): string =>
    value.replace(/var\((--[\w-]+)\)/g, (_, name: string) => {
      const next = raw.get(name);
      if (next === undefined || seen.includes(name)) throw new Error(`Can't resolve ${name} in theme.css`);
      return resolve(next, [...seen, name]);
    });
  return new Map([...raw].map(([name, value]) => [name, resolve(value)]));
}

function parseHex(color: string): [number, number, number] {
  const hex = /^#([\da-f]{3}|[\da-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`Not a hex colour: ${color}`);
  const full = hex.length === 3 ? [...hex].map((digit) => digit + digit).join('') : hex;
  return [0, 2, 4].map((start) => parseInt(full.slice(start, start + 2), 16)) as [number, number, number];
}

/** WCAG 2.x relative luminance of an sRGB colour. */
function relativeLuminance(color: string): number {
  const [r, g, b] = parseHex(color).map((channel) => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2.x contrast ratio, from 1 to 21. */
function contrastRatio(a: string, b: string): number {
  const [lighter, darker] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x) as [number, number];
  return (lighter + 0.05) / (darker + 0.05);
}

const tokens = readTokens();
function token(name: string): string {
  const value = tokens.get(name);
  if (value === undefined) throw new Error(`theme.css has no ${name}`);
  return value;
}

/** [text token, background token, where the pair is used]. */
type Pair = [string, string, string];

// Normal-size text (Badge is 12px/600) needs 4.5:1 (WCAG 1.4.3).
const textPairs: Pair[] = [
  ['--color-text', '--color-surface-muted', 'neutral Badge'],
  ['--color-info', '--color-info-soft', 'info Badge'],
  ['--color-success', '--color-success-soft', 'success Badge'],
  ['--color-warning', '--color-warning-soft', 'warning Badge'],
  ['--color-danger', '--color-danger-soft', 'danger Badge'],
  ['--color-text', '--color-info-soft', 'info Alert'],
  ['--color-text', '--color-success-soft', 'success Alert'],
  ['--color-text', '--color-warning-soft', 'warning Alert'],
  ['--color-text', '--color-danger-soft', 'danger Alert'],
  ['--color-text-muted', '--color-bg', 'muted text on the page'],
  ['--color-text-muted', '--color-surface', 'muted text on a card or dialog'],
  ['--color-text-muted', '--color-surface-muted', 'muted text on a muted surface (table header, neutral badge)'],
  ['--color-text', '--color-bg', 'body text'],
  ['--color-text', '--color-surface', 'body text on a card'],
  ['--color-info', '--color-surface', 'info text on a card'],
  ['--color-success', '--color-surface', 'success text on a card'],
  ['--color-warning', '--color-surface', 'warning text on a card'],
  ['--color-danger', '--color-surface', 'field errors'],
  ['--color-primary', '--color-surface', 'links and ghost buttons'],
  ['--color-primary', '--color-bg', 'links on the page'],
  ['--color-primary-contrast', '--color-primary', 'primary button'],
];

// The focus ring is a non-text indicator drawn on the page or a surface: 3:1 (WCAG 1.4.11).
const focusPairs: Pair[] = [
  ['--color-focus', '--color-bg', 'focus ring on the page'],
  ['--color-focus', '--color-surface', 'focus ring on a card or dialog'],
  ['--color-focus', '--color-surface-muted', 'focus ring on a muted surface'],
];

describe('contrastRatio', () => {
  it('matches the WCAG reference values', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrastRatio('#fff', '#fff')).toBe(1);
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    // The failing pair from the review: 4.47:1.
    expect(contrastRatio('#1a7f37', '#e6f4ea')).toBeCloseTo(4.47, 2);
  });
});

describe('theme colours', () => {
  it.each(textPairs)('%s on %s (%s) reaches 4.5:1', (text, background) => {
    expect(contrastRatio(token(text), token(background))).toBeGreaterThanOrEqual(4.5);
  });

  it.each(focusPairs)('%s on %s (%s) reaches 3:1', (ring, background) => {
    expect(contrastRatio(token(ring), token(background))).toBeGreaterThanOrEqual(3);
  });

  it('draws the focus ring as a solid outline, which forced-colours mode keeps', () => {
    expect(token('--focus-ring')).toBe(`${token('--focus-ring-width')} solid ${token('--color-focus')}`);
    expect(parseFloat(token('--focus-ring-width'))).toBeGreaterThanOrEqual(2);
  });
});
