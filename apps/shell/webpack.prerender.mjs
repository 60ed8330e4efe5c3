// @ts-check
/**
 * The second compile of `pnpm --filter shell build`: the shell's pages for Node, so that
 * scripts/prerender.mjs can render them to HTML. Derived from the browser build so that
 * CSS-module class names (css-loader's localIdentName, context) are exactly the browser's;
 * the styles themselves are the browser build's files.
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import webpack from 'webpack';
import browserConfig from './webpack.config.mjs';

const appDir = path.dirname(fileURLToPath(import.meta.url));

/** @param {Record<string, unknown>} env @param {{ mode?: string }} argv @returns {webpack.Configuration} */
export default function prerenderConfig(env, argv) {
  const browser = browserConfig(env, argv);
  const rules = /** @type {webpack.RuleSetRule[]} */ (browser.module?.rules ?? []);
  const scriptRule = rules.find((rule) => String(rule.test) === String(/\.[cm]?tsx?$/));
  const cssRule = rules.find((rule) => String(rule.test) === String(/\.css$/));
  const cssLoader = /** @type {webpack.RuleSetUseItem[]} */ (cssRule?.use ?? []).find(
    (use) => typeof use === 'object' && String(use.loader).includes('css-loader'),
  );
  if (!scriptRule || typeof cssLoader !== 'object' || typeof cssLoader.options !== 'object') {
    throw new Error('webpack.prerender.mjs: the browser config has no script or css-loader rule to derive from.');
  }
  const cssOptions = /** @type {{ modules: Record<string, unknown> }} */ (cssLoader.options);
  return {
    mode: browser.mode,
    context: browser.context,
    target: 'node20',
    entry: { prerender: './src/prerender/prerender-entry.tsx' },
    devtool: false,
    output: { path: path.join(appDir, 'dist-prerender'), filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
    // The pages never load a remote here: no federation host module (an empty one).
    resolve: { extensions: browser.resolve?.extensions, alias: { 'shell-federation-host$': false } },
    module: {
      rules: [
        scriptRule,
        // Class names only: the same names as the browser build's stylesheets.
        { test: /\.css$/, use: [{ loader: cssLoader.loader, options: { ...cssOptions, modules: { ...cssOptions.modules, exportOnlyLocals: true } } }] },
      ],
    },
    plugins: [
      ...(browser.plugins ?? []).filter((plugin) => plugin instanceof webpack.DefinePlugin),
      new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    ],
    optimization: { minimize: false },
    performance: { hints: false },
    stats: 'errors-warnings',
  };
}
