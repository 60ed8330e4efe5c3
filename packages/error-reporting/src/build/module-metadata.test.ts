/** @jest-environment node */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';

/**
 * A tiny remote-like build (an entry and a lazy chunk) with the metadata plugin alone. It runs
 * in its own Node process, as a real build does: the plugin's dependencies are ES modules that
 * jest's module sandbox cannot require.
 */
const build = (dir: string) => `
  import webpack from 'webpack';
  import { moduleMetadataPlugin } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'module-metadata.mjs')).href)};
  const compiler = webpack({
    mode: 'production',
    context: ${JSON.stringify(dir)},
    entry: { main: './index.js' },
    output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].js', chunkFilename: '[name].[contenthash:10].js' },
    devtool: 'source-map',
    plugins: [moduleMetadataPlugin('booking')],
  });
  compiler.run((error, stats) => {
    if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
    compiler.close(() => undefined);
  });
`;

let dir: string;
let scripts: string[];
beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'module-metadata-'));
  writeFileSync(path.join(dir, 'index.js'), `import('./page.js').then((page) => page.show());`);
  writeFileSync(path.join(dir, 'page.js'), `export function show() { throw new Error('thrown in booking'); }`);
  execFileSync(process.execPath, ['--input-type=module', '-e', build(dir)], { cwd: __dirname, stdio: 'pipe' });
  scripts = readdirSync(path.join(dir, 'dist')).filter((file) => file.endsWith('.js'));
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(dir, 'dist', file), 'utf8');

describe('moduleMetadataPlugin', () => {
  it("makes every script of the build register the micro-frontend's name under its own URL", () => {
    expect(scripts).toHaveLength(2);
    for (const file of scripts) {
      const url = `https://booking.example/${file}`;
      const context = vm.createContext({ self: {} });
      try {
        vm.runInContext(read(file), context, { filename: url });
      } catch {
        // the entry goes on to load its chunk, which needs a browser: its metadata is set first
      }
      const registered = Object.entries(context._sentryModuleMetadata as Record<string, unknown>);
      expect(registered).toEqual([[expect.stringContaining(url), { mfe: 'booking' }]]);
    }
  });

  it('injects nothing else: no release, no debug ids, source maps left where they were', () => {
    for (const file of scripts) {
      expect(read(file)).not.toMatch(/SENTRY_RELEASE|_sentryDebugIds|sentry-dbid/);
      expect(read(file)).toContain(`//# sourceMappingURL=${file}.map`);
    }
  });
});
