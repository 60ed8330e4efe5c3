/* The public entry of provider-review: what other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { reviewedMarket } from './review-shapes';
export { providerReviewRoutes } from './provider-review.routes';
