// @ts-check
/**
 * Brotli and gzip copies of every compressible asset, made once at build time at the highest
 * levels (too slow to do per request) and served by packages/app-server with `preCompressed`:
 * `x.js.br` and `x.js.gz` beside `x.js`. Source maps are left alone (only tools fetch them).
 */
import zlib from 'node:zlib';
import CompressionPlugin from 'compression-webpack-plugin';

/** Assets browsers fetch: scripts, styles, manifests (mf-manifest.json), pages, vector images. */
const COMPRESSIBLE = /\.(?:js|mjs|css|json|html|svg)$/;
/** Below this size the headers and the decoding cost more than the bytes saved. */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

export function compressionPlugins() {
  // A copy that saves less than a fifth is not kept; the server then sends the file itself.
  const common = { test: COMPRESSIBLE, threshold: COMPRESSION_THRESHOLD_BYTES, minRatio: 0.8, deleteOriginalAssets: false };
  /** @type {ConstructorParameters<typeof CompressionPlugin<zlib.BrotliOptions>>[0]} */
  const brotli = {
    ...common,
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY } },
  };
  return [
    new CompressionPlugin(brotli),
    new CompressionPlugin({ ...common, filename: '[path][base].gz', algorithm: 'gzip', compressionOptions: { level: zlib.constants.Z_BEST_COMPRESSION } }),
  ];
}
