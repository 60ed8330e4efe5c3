/* The public entry of refunds: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { refundableOfJob, refundIdOfKey, refundJob, retryPendingRefunds } from './refund-job';
export { refundRoutes } from './refunds.routes';
