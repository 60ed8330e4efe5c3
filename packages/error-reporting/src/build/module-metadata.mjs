// @ts-check
import { sentryWebpackPlugin } from '@sentry/bundler-plugins/webpack';

/**
 * Sentry's bundler plugin reduced to its module metadata, for each remote's build (see
 * packages/build-config): every JavaScript file of the build registers `{ mfe: <name> }` for its
 * own URL, so the browser SDK's `moduleMetadataIntegration` knows which micro-frontend's code a
 * stack frame is in (micro-frontends.ts reads it) and the error goes to that micro-frontend's own
 * Sentry project (docs/error-reporting.md). The metadata names the micro-frontend only: its DSN
 * is run-time configuration and its release is what the remote registers when it loads.
 *
 * Everything else the plugin does is off, so a build needs no network and no Sentry account:
 * no release injection or creation, no debug ids or source map upload, no telemetry. It is
 * `@sentry/bundler-plugins` (the package `@sentry/webpack-plugin` re-exports) at the version of
 * the browser SDK, so both read the metadata the same way.
 *
 * @param {string} name the micro-frontend's federation name
 */
export function moduleMetadataPlugin(name) {
  return sentryWebpackPlugin({
    moduleMetadata: { mfe: name },
    // An empty name (not undefined, which would make the plugin ask git) skips every release step.
    release: { name: '', inject: false, create: false, finalize: false },
    sourcemaps: { disable: true },
    telemetry: false,
    silent: true,
  });
}
