/* The public entry of roster: what the composition root and other modules use of it (eslint.api-modules.mjs refuses imports of its other files). */
export { rosterRoutes } from './roster.routes';
