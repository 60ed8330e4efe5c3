// @ts-check
/**
 * One webpack + Module Federation recipe for every app. An app's webpack.config.mjs is a call
 * to `createAppConfig` with its name, port and (for remotes) what it exposes.
 */
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import CssMinimizerPlugin from 'css-minimizer-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import MiniCssExtractPlugin from 'mini-css-extract-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import { moduleMetadataPlugin } from '@marketplace/error-reporting/webpack-plugin';
import { hostFederationModule, sharedDependencies, subsetAliases } from './shared-dependencies.mjs';
import { BuildInfoPlugin, buildRelease, compatibilityInfo } from './release.mjs';
import { compressionPlugins } from './compression.mjs';
import { hostRuntimeFlags, provideRuntimeCorePlugin, STANDALONE_RUNTIME_FILE, standaloneRuntimeConfig } from './federation-runtime.mjs';

export { sharedDependencies } from './shared-dependencies.mjs';

const require = createRequire(import.meta.url);

/**
 * @typedef {object} AppOptions
 * @property {string} appDir absolute directory of the app (holds package.json, src/)
 * @property {string} name federation name, also the micro-frontend tag in error reports
 * @property {number} port development server port
 * @property {Record<string, string>} [exposes] set for remotes: what the container exposes
 * @property {string} [title] html title of the app's own page
 * @property {string[]} [firstView] for remotes: the `import()`s of the exposed routes module that
 *   its first visit loads (as written there), counted in a release's first-visit size
 */

/**
 * Every message reaches the page compiled (precompile-messages-loader.mjs, messages-loader.mjs), so
 * intl-messageformat's parser is left out: about 9 KB gzip.
 */
const withoutMessageParser = {
  '@formatjs/icu-messageformat-parser$': '@formatjs/icu-messageformat-parser/no-parser.js',
};

/**
 * A remote's build is two compiles: the app, then its standalone page's runtime core
 * (federation-runtime.mjs).
 * @param {AppOptions} options
 */
export function createAppConfig(options) {
  return (/** @type {Record<string, unknown>} */ _env, /** @type {{ mode?: string }} */ argv) => {
    const mode = argv.mode === 'development' ? 'development' : 'production';
    const app = buildConfig(options, mode);
    return options.exposes ? [app, standaloneRuntimeConfig({ appDir: options.appDir, name: options.name, mode })] : app;
  };
}

/**
 * @param {AppOptions} options
 * @param {'development' | 'production'} mode
 * @returns {import('webpack').Configuration & { devServer?: Record<string, unknown> }}
 */
function buildConfig({ appDir, name, port, exposes, title, firstView }, mode) {
  const isRemote = Boolean(exposes);
  const release = buildRelease(appDir, name);
  const production = mode === 'production';
  const shared = sharedDependencies(appDir);
  return {
    name,
    mode,
    context: appDir,
    entry: { main: './src/index.ts' },
    // No eval-based source maps in development either: the shell's page CSP refuses eval, and
    // a remote's dev server is loaded into that page.
    devtool: production ? 'source-map' : 'cheap-module-source-map',
    output: {
      path: path.join(appDir, 'dist'),
      // The federation runtime needs stable entry names; only async chunks carry a hash.
      filename: '[name].js',
      chunkFilename: production ? '[name].[contenthash:10].js' : '[name].js',
      publicPath: isRemote ? 'auto' : '/',
      uniqueName: name,
      clean: true,
      crossOriginLoading: 'anonymous',
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.mjs', '.js'],
      alias: {
        ...subsetAliases(),
        ...withoutMessageParser,
        ...(isRemote ? {} : { 'shell-federation-host$': hostFederationModule(appDir, shared, provideRuntimeCorePlugin) }),
      },
    },
    module: {
      rules: [
        {
          test: /\.[cm]?tsx?$/,
          exclude: /node_modules/,
          use: [
            { loader: require.resolve('swc-loader'), options: swcOptions(production) },
            // First: English messages compiled to syntax trees (see the loader).
            { loader: fileURLToPath(new URL('./precompile-messages-loader.mjs', import.meta.url)) },
          ],
        },
        {
          // Message catalogues, compiled to ICU syntax trees (see the loader).
          test: /[\\/]messages[\\/][a-zA-Z-]+\.json$/,
          type: 'javascript/auto',
          loader: fileURLToPath(new URL('./messages-loader.mjs', import.meta.url)),
        },
        {
          // React Router's production build, reached through its package `exports` (see the loader).
          test: /[\\/]react-router[\\/]dist[\\/]development[\\/][^\\/]+\.m?js$/,
          loader: fileURLToPath(new URL('./react-router-production-loader.mjs', import.meta.url)),
        },
        {
          test: /\.css$/,
          use: [
            // Real stylesheets, loaded with the chunks that need them (a remote's from its origin).
            production
              ? { loader: MiniCssExtractPlugin.loader }
              : // No `attributes` option: with it, style-loader 4 stops putting webpack's nonce on
                // its <style> tags, and the shell's page CSP refuses them.
                { loader: require.resolve('style-loader') },
            {
              loader: require.resolve('css-loader'),
              options: {
                modules: {
                  auto: /\.module\.css$/,
                  // Each app's class names carry its own prefix so remotes cannot collide.
                  localIdentName: production ? `${name}-[hash:base64:6]` : `${name}__[name]__[local]`,
                  namedExport: false,
                  exportLocalsConvention: 'as-is',
                },
              },
            },
          ],
        },
      ],
    },
    plugins: [
      // A remote is a federation container. The shell is a plain build that starts the federation
      // runtime only when a remote is about to be needed (federation-runtime.mjs).
      ...(isRemote
        ? [
            new ModuleFederationPlugin({
              name,
              filename: 'remoteEntry.js',
              exposes,
              shared,
              manifest: true,
              dts: false,
              // The shell reads each remote's manifest itself (see apps/shell remote loading), so the
              // runtime's snapshot/manifest machinery is left out of every page.
              // Remotes use the shell's runtime core (federation-runtime.mjs).
              experiments: { externalRuntime: true, optimization: { disableSnapshot: true, target: 'web' } },
            }),
          ]
        : [new webpack.DefinePlugin(hostRuntimeFlags)]),
      new webpack.DefinePlugin({
        __MFE_NAME__: JSON.stringify(name),
        __MFE_RELEASE__: JSON.stringify(release),
      }),
      new MiniCssExtractPlugin({ filename: '[name].[contenthash:10].css', chunkFilename: '[name].[contenthash:10].css' }),
      new BuildInfoPlugin({ name, release, ...compatibilityInfo(appDir, isRemote, shared) }, isRemote ? (firstView ?? []) : undefined),
      // A remote's scripts say whose they are, so its errors reach its team's Sentry project.
      ...(isRemote ? [moduleMetadataPlugin(name)] : []),
      new HtmlWebpackPlugin({
        // A remote's page is only its standalone development harness.
        title: title ?? `${name} (standalone)`,
        template: fileURLToPath(new URL('./index.html', import.meta.url)),
        standaloneRuntime: isRemote ? STANDALONE_RUNTIME_FILE : '',
        scriptLoading: 'defer',
        inject: 'body',
        chunks: ['main'],
      }),
      // Last, so it sees every emitted asset (the federation manifest included).
      ...(production ? compressionPlugins() : []),
    ],
    optimization: {
      minimize: production,
      minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false }), new CssMinimizerPlugin()],
      // The shell's federation runtime in one named file with its remote loading (federation-runtime.mjs).
      ...(isRemote ? {} : { splitChunks: { cacheGroups: { federation: { test: /[\\/]@module-federation[\\/]/, name: 'federation-runtime', chunks: 'async', enforce: true } } } }),
    },
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: {
      port,
      historyApiFallback: true,
      hot: false,
      headers: { 'Access-Control-Allow-Origin': '*' },
      client: { overlay: { runtimeErrors: false } },
    },
  };
}

/** @param {boolean} production */
function swcOptions(production) {
  return {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      target: 'es2022',
      transform: { react: { runtime: 'automatic', development: !production } },
    },
  };
}
