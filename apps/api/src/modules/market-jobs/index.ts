/* The public entry of market-jobs: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { csvLine, decimalAmount, zonedFormatter } from './jobs-csv';
export { referenceOf } from './market-jobs.service';
export { withSummaries } from './services-summary';
export { marketJobRoutes } from './market-jobs.routes';
