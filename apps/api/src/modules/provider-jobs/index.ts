/* The public entry of provider-jobs: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { timeRefusal } from './provider-job-rules';
export { providerJobRoutes } from './provider-jobs.routes';
