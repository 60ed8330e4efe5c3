// @ts-check
/**
 * A webpack loader for React Router's files: its package `exports` declare only its development
 * build, which differs from the production build (dist/production, not exported) in one flag,
 * `ENABLE_DEV_WARNINGS`. The development build's warnings cost ~0.5 KB gzip on every page and
 * print to the console, so the flag is turned off here: the result is the production build, reached
 * through a path the package declares. Should React Router change that line, the build fails
 * rather than quietly shipping the warnings.
 */
const flag = /^var ENABLE_DEV_WARNINGS = true;$/m;

/**
 * @this {{ resourcePath: string }}
 * @param {string} source
 */
export default function reactRouterProduction(source) {
  if (!source.includes('ENABLE_DEV_WARNINGS =')) return source;
  if (!flag.test(source)) {
    throw new Error(`${this.resourcePath}: React Router no longer sets its development warnings with "var ENABLE_DEV_WARNINGS = true;"; update packages/build-config/src/react-router-production-loader.mjs.`);
  }
  return source.replace(flag, 'var ENABLE_DEV_WARNINGS = false;');
}
