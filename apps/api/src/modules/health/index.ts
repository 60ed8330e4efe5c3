/* The public entry of health: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { healthRoutes } from './health.routes';
