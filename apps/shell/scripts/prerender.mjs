// @ts-check
// The last step of `pnpm --filter shell build`: renders the pages of src/prerender/pages.ts
// (compiled for Node into dist-prerender/) into dist/pages/<locale>/<page>.html, which the shell's
// server sends (server/shell-server.ts) with the run-time configuration and a CSP nonce.
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dist = path.join(appDir, 'dist');
const require = createRequire(import.meta.url);
/** @type {{ prerenderPages: (template: string, sheets: Array<{ href: string, css: string, fromSharedUi: boolean }>) => Promise<Record<string, string>> }} */
const { prerenderPages } = require(path.join(appDir, 'dist-prerender/prerender.cjs'));

/** Whether a stylesheet was built from shared-ui, by the sources its map names. */
const fromSharedUi = (/** @type {string} */ file) =>
  existsSync(path.join(dist, `${file}.map`)) && readFileSync(path.join(dist, `${file}.map`), 'utf8').includes('packages/shared-ui/');

const sheets = readdirSync(dist)
  .filter((file) => file.endsWith('.css'))
  .map((file) => ({ href: `/${file}`, css: readFileSync(path.join(dist, file), 'utf8'), fromSharedUi: fromSharedUi(file) }));
const pages = await prerenderPages(readFileSync(path.join(dist, 'index.html'), 'utf8'), sheets);
for (const [name, html] of Object.entries(pages)) {
  mkdirSync(path.dirname(path.join(dist, 'pages', name)), { recursive: true });
  writeFileSync(path.join(dist, 'pages', `${name}.html`), html);
}
console.log(`prerendered ${Object.keys(pages).length} pages into dist/pages/`);
