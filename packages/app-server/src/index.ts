export { createStaticApp, listen, type StaticAppOptions } from './static-app';
export { cacheControlFor } from './cache-policy';
