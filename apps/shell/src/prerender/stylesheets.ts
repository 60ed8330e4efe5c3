/** One stylesheet of the browser build, as scripts/prerender.mjs reads it from dist/. */
export interface BuiltStylesheet {
  /** Its URL path, e.g. `/5255.16f0d4e5d4.css`. */
  href: string;
  css: string;
  /** Built from packages/shared-ui (its components' base styles come before the pages'). */
  fromSharedUi: boolean;
}

const classSelector = /\.(-?[_a-zA-Z][\w-]*)/g;

/** Its content hash: two chunks may carry the same styles (a shared module and its fallback). */
const contentHash = (href: string) => href.split('.').at(-2) ?? href;

/**
 * The stylesheets a prerendered page links in its head, so it is styled before any JavaScript
 * runs: the global one (the theme's `:root`) and, smallest first, one for each class the page
 * uses (a component's own file rather than a bigger chunk's that also holds it). They are files
 * of the browser build, which finds them by href when its chunks load (no second download
 * unless an identical copy was picked). Order: global, shared-ui's components, then the shell's.
 */
export function stylesheetsFor(body: string, sheets: readonly BuiltStylesheet[]): string[] {
  const used = new Set([...body.matchAll(/class="([^"]*)"/g)].flatMap((match) => match[1]!.split(/\s+/)));
  const covered = new Set<string>();
  const hashes = new Set<string>();
  const chosen: BuiltStylesheet[] = [];
  for (const sheet of [...sheets].sort((a, b) => a.css.length - b.css.length || a.href.localeCompare(b.href))) {
    const classes = [...sheet.css.matchAll(classSelector)].map((match) => match[1]!).filter((name) => used.has(name));
    const isGlobal = sheet.css.includes(':root');
    if ((!isGlobal && classes.every((name) => covered.has(name))) || hashes.has(contentHash(sheet.href))) continue;
    chosen.push(sheet);
    hashes.add(contentHash(sheet.href));
    for (const name of classes) covered.add(name);
  }
  const rank = ({ css, fromSharedUi }: BuiltStylesheet) => (css.includes(':root') ? 0 : fromSharedUi ? 1 : 2);
  return chosen.sort((a, b) => rank(a) - rank(b) || a.href.localeCompare(b.href)).map(({ href }) => href);
}
