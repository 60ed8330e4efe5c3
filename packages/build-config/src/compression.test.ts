/** @jest-environment node */
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import webpack from 'webpack';
import { COMPRESSION_THRESHOLD_BYTES, compressionPlugins } from './compression.mjs';

/** A tiny build with only the compression plugins and assets of each kind and size. */
let dir: string;
let emitted: string[];
beforeAll(async () => {
  dir = mkdtempSync(path.join(tmpdir(), 'compression-plugins-'));
  const big = 'Handyhub '.repeat(COMPRESSION_THRESHOLD_BYTES);
  writeFileSync(path.join(dir, 'index.js'), `console.log(${JSON.stringify(big)});`);
  const assets = {
    'mf-manifest.json': JSON.stringify({ padding: big }),
    'index.html': `<html>${big}</html>`,
    'icon.svg': `<svg>${big}</svg>`,
    'small.json': '{}',
    'main.js.map': JSON.stringify({ mappings: big }),
  };
  const compiler = webpack({
    mode: 'production',
    context: dir,
    entry: { main: './index.js' },
    output: { path: path.join(dir, 'dist'), filename: '[name].js' },
    devtool: false,
    optimization: { minimize: false },
    plugins: [
      {
        apply(compiler: webpack.Compiler) {
          compiler.hooks.thisCompilation.tap('test-assets', (compilation) => {
            compilation.hooks.processAssets.tap({ name: 'test-assets', stage: webpack.Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
              for (const [name, content] of Object.entries(assets)) compilation.emitAsset(name, new webpack.sources.RawSource(content));
            });
          });
        },
      },
      ...compressionPlugins(),
    ],
  });
  await new Promise<void>((resolve, reject) =>
    compiler.run((error, stats) => (error || stats?.hasErrors() ? reject(error ?? new Error(stats?.toString())) : compiler.close(() => resolve()))),
  );
  emitted = readdirSync(path.join(dir, 'dist')).sort();
}, 60_000);
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const read = (file: string) => readFileSync(path.join(dir, 'dist', file));

describe('compressionPlugins', () => {
  it.each(['main.js', 'mf-manifest.json', 'index.html', 'icon.svg'])('emits brotli and gzip copies of %s that decode to it', (file) => {
    expect(emitted).toEqual(expect.arrayContaining([file, `${file}.br`, `${file}.gz`]));
    expect(brotliDecompressSync(read(`${file}.br`)).equals(read(file))).toBe(true);
    expect(gunzipSync(read(`${file}.gz`)).equals(read(file))).toBe(true);
  });

  it('leaves small files and source maps alone', () => {
    expect(emitted.filter((file) => file.startsWith('small.json') || file.startsWith('main.js.map'))).toEqual(['main.js.map', 'small.json']);
  });
});
